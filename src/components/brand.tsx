// The wordmark: an olive and the bar's name set in Fraunces.
import { Link } from '@tanstack/react-router';
import { useBarSettings } from '../lib/bar-settings';
import './brand.css';

export function OliveMark({ size = 28 }: { size?: number }) {
  return (
    <svg className="olive-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M20 14c10 2 17 8 20 17" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M29 17c-6-6-15-6-19-3 4 5 12 7 19 3z" fill="#9aab55" />
      <path d="M36 22c2-7 9-12 16-11-1 7-8 12-16 11z" fill="#7f8f42" />
      <ellipse cx="35" cy="40" rx="12" ry="15" transform="rotate(-28 35 40)" fill="#5c6b34" stroke="#e0a43a" strokeWidth="2.5" />
      <ellipse cx="30" cy="34" rx="3.2" ry="5.5" transform="rotate(-28 30 34)" fill="#c4d07e" opacity=".75" />
    </svg>
  );
}

export function Wordmark({ className }: { className?: string }) {
  const { name } = useBarSettings();
  return (
    <Link to="/{-$lang}" className={className ? `wordmark ${className}` : 'wordmark'}>
      <OliveMark />
      <span className="wordmark__name">{name}</span>
    </Link>
  );
}
