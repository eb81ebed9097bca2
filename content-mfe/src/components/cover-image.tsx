import styled from '@emotion/styled';
import { CardMedia } from '@site/ui';

/** Every illustration of this app is drawn at 800 × 450 (16:9). */
export const COVER_WIDTH = 800;
export const COVER_HEIGHT = 450;

const Img = styled(CardMedia)`
  background: ${({ theme }) => theme.colors.bg.inverse};
`;

export interface CoverImageProps {
  src: string;
  alt: string;
  /** Above the fold: load at once. Otherwise the browser loads it when it nears the viewport. */
  eager?: boolean;
  className?: string;
}

/** A content illustration, sized so that the layout does not shift while it loads. */
export function CoverImage({ src, alt, eager = false, className }: CoverImageProps) {
  return (
    <Img
      src={src}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
