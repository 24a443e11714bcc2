// What every create call answers (POST /api/v4/presentations/…) and what Make a copy answers:
// declared once in the publishing feature's schemas (decision 084), named here for the services
// of other features.
export type { CopyResult, Published } from '../features/publishing/contracts';
