// Where a source line sits in the text area. A text area's value always breaks lines with \n, while
// a source published by a form arrives with \r\n: offsets are counted as the text area counts them,
// so a problem's "Line 5" selects line 5 whichever line ends the source came with.

/** The start and end offsets (end before the line break) of a 1-based line, \r\n counted as one. */
export function lineRange(text: string, line: number): { start: number; end: number } {
  const value = text.replace(/\r\n?/g, '\n');
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = value.indexOf('\n', start);
    if (next < 0) break;
    start = next + 1;
  }
  const end = value.indexOf('\n', start);
  return { start, end: end < 0 ? value.length : end };
}
