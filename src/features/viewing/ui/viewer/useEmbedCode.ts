// The embed modal's code: a fixed size kept at 16:9 (each side at most 4 digits) or a responsive
// box (the only choice when only responsive sizes are allowed), and its copy, with the variant
// copied handed to onCopy once the code reached the clipboard.
import { useReducer, useState } from 'react';
import { type EmbedVariant, embedCode, embedReducer, INITIAL_EMBED_SIZE, responsiveEmbedCode } from './embed';
import { useCopyFeedback } from './useCopyFeedback';

export interface EmbedCodeOptions {
  origin: string;
  embedId: string;
  title: string;
  onCopy?: (variant: EmbedVariant) => void;
  responsiveOnly?: boolean;
  copy?: (text: string) => Promise<boolean>;
}

export function useEmbedCode(props: EmbedCodeOptions) {
  const [size, dispatch] = useReducer(embedReducer, INITIAL_EMBED_SIZE);
  const [chosen, setChosen] = useState<EmbedVariant>('FIXED');
  const variant: EmbedVariant = props.responsiveOnly ? 'RESPONSIVE' : chosen;
  const feedback = useCopyFeedback(props.copy);
  const target = { origin: props.origin, id: props.embedId, title: props.title };
  const code = variant === 'RESPONSIVE' ? responsiveEmbedCode(target) : embedCode(target, size);

  const copyCode = async () => {
    if (await feedback.copy(code)) props.onCopy?.(variant);
  };

  return { size, dispatch, chosen, setChosen, variant, code, status: feedback.status, copyCode };
}
