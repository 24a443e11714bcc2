// Reading a cookie in the browser (the like call reads csrftoken, spec §7).
export function readCookie(
  name: string,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
