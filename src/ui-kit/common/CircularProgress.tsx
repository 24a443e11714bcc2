// The loading ring (spec §2): 168 px, 80 px on small widgets, with a label and a percentage.

import { useT } from '../../i18n/react';
import { PROGRESS_SIZE } from '../../lib/constants';
import { clampProgress } from './progress';
import './CircularProgress.css';

export interface CircularProgressProps {
  /** 0–100; anything invalid or negative shows 0. */
  value: unknown;
  small?: boolean;
}

const STROKE = 6;

export function CircularProgress({ value, small = false }: CircularProgressProps) {
  const t = useT();
  const percent = Math.round(clampProgress(value));
  const size = small ? PROGRESS_SIZE.small : PROGRESS_SIZE.large;
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const label = t('viewer.loading');
  return (
    <div
      className={`circular-progress${small ? ' circular-progress--small' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle
          className="circular-progress__track"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={STROKE}
        />
        <circle
          className="circular-progress__bar"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={STROKE}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <div className="circular-progress__text" aria-hidden="true">
        <span className="circular-progress__label">{label}</span>
        <span className="circular-progress__percent">{t('viewer.percent', { percent })}</span>
      </div>
    </div>
  );
}
