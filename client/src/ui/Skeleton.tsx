import { skeleton } from './Skeleton.css';

/** A grey placeholder block of a given size, shown while content loads (hidden from screen readers). */
export function Skeleton({ width = '100%', height, radius, className }: { width?: string; height: string; radius?: string; className?: string }) {
  return <span aria-hidden="true" className={[skeleton, className].filter(Boolean).join(' ')} style={{ width, height, borderRadius: radius }} />;
}
