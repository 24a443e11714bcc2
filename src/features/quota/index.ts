// The storage quota's public face for the other features: VIDEO_QUOTA_BYTES per account and per
// team, what a space stores against it, and the checks an upload, a publish or a new take, and a
// move into another space, make before they store more (413). Browser code takes
// ui/VideoStorage.tsx, the dashboard's and a team page's gauge.
export {
  checkMoveQuota,
  checkRecordingQuota,
  checkVideoQuota,
  formatSize,
  type VideoUsage,
  videoUsage,
} from './video-quota.service';
