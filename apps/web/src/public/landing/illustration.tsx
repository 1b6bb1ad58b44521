import { ART, ART_SIZE } from './art';

/** One of the scene illustrations, below the fold: lazy, sized to avoid layout shift. */
export function Illustration({
  name,
  alt,
  className,
}: {
  name: keyof typeof ART;
  alt: string;
  className?: string;
}) {
  return (
    <img
      className={className ? `illustration ${className}` : 'illustration'}
      src={ART[name]}
      alt={alt}
      width={ART_SIZE.width}
      height={ART_SIZE.height}
      loading="lazy"
      decoding="async"
    />
  );
}
