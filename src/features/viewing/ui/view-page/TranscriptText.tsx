// The whole transcript as text (spec §3 Transcript topic), so people and search engines can read it.
import type { Text } from '../../../../kernel/document/document';
import type { TranscriptTopic } from '../../../../kernel/document/transcript';

function TextBlock({ text }: { text: Text }) {
  const style = text.styleClasses[0] ?? 'body';
  if (style === 'title' || style === 'subtitle' || style === 'subtitle_2') {
    const Heading = style === 'title' ? 'h3' : style === 'subtitle' ? 'h3' : 'h4';
    return (
      <Heading className={`transcript__${style}`}>{text.paragraphs.map((p) => p.text).join(' ')}</Heading>
    );
  }
  const bullets = text.paragraphs.every((p) => p.listType === 'BULLET');
  if (bullets) {
    return (
      <ul>
        {text.paragraphs.map((p, i) => (
          <li key={i}>{p.text}</li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {text.paragraphs.map((p, i) => (
        <p key={i}>{p.text}</p>
      ))}
    </>
  );
}

export function TranscriptText({ topic }: { topic: TranscriptTopic }) {
  return (
    <div className="transcript__topic">
      {topic.texts.map((text) => (
        <TextBlock key={text.id} text={text} />
      ))}
      {topic.topics.map((sub, i) => (
        <TranscriptText key={i} topic={sub} />
      ))}
    </div>
  );
}
