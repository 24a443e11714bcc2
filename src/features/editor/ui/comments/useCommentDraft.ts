// The comment being written on a step: whether its form is open, the text (kept through Cancel,
// so reopening finds it), the check that it is not empty, and the post with the server's message
// on failure. A posted comment empties and closes the form.
import { type FormEvent, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/error-message';

export function useCommentDraft(onSubmit: (body: string) => Promise<void>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = body.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '') {
      setError(t('comments.empty'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSubmit(trimmed);
      setBody('');
      setOpen(false);
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setSending(false);
    }
  };
  const cancel = () => {
    setOpen(false);
    setError(null);
  };

  return { open, start: () => setOpen(true), body, setBody, trimmed, sending, error, submit, cancel };
}
