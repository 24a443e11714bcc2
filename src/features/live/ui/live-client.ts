// The live session's calls from the browser (contracts/live.ts), with the CSRF header.

import { apiCall } from '../../../lib/api-client';
import type { LiveQuestion, LiveReaction, LiveSessionData } from '../contracts';

const session = (code: string) => `/api/v4/live/${encodeURIComponent(code)}`;

export const liveClient = {
  openSession: (oid: string) =>
    apiCall<{ session: LiveSessionData | null }>('GET', `/api/v4/presentation/${oid}/live/`),
  start: (oid: string) => apiCall<LiveSessionData>('POST', `/api/v4/presentation/${oid}/live/`, {}),
  step: (code: string, step: number) => apiCall<void>('POST', `${session(code)}/step`, { step }),
  end: (code: string) => apiCall<void>('POST', `${session(code)}/end`),
  react: (code: string, emoji: LiveReaction) =>
    apiCall<void>('POST', `${session(code)}/reactions`, { emoji }),
  ask: (code: string, text: string) => apiCall<LiveQuestion>('POST', `${session(code)}/questions`, { text }),
  vote: (code: string, id: number) => apiCall<LiveQuestion>('POST', `${session(code)}/questions/${id}/vote`),
  moderate: (code: string, id: number, action: 'answer' | 'hide' | 'reopen') =>
    apiCall<LiveQuestion>('POST', `${session(code)}/questions/${id}/moderate`, { action }),
};

export type LiveClient = typeof liveClient;
