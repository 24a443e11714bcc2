// The live session's calls from the browser, declared in the feature's contracts (liveApi), with
// the CSRF header.

import { callApi } from '../../../lib/api-client';
import { type LiveReaction, liveApi } from '../contracts';
import type { ModerationAction } from '../rules';

export const liveClient = {
  openSession: (oid: string) => callApi(liveApi.openSession, { params: { oid } }),
  start: (oid: string) => callApi(liveApi.start, { params: { oid }, body: {} }),
  step: (code: string, step: number) => callApi(liveApi.step, { params: { code }, body: { step } }),
  end: (code: string) => callApi(liveApi.end, { params: { code } }),
  react: (code: string, emoji: LiveReaction) => callApi(liveApi.react, { params: { code }, body: { emoji } }),
  ask: (code: string, text: string) => callApi(liveApi.ask, { params: { code }, body: { text } }),
  vote: (code: string, id: number) => callApi(liveApi.vote, { params: { code, id } }),
  moderate: (code: string, id: number, action: ModerationAction) =>
    callApi(liveApi.moderate, { params: { code, id }, body: { action } }),
};

export type LiveClient = typeof liveClient;
