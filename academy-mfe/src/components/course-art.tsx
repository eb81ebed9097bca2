import { CardMedia } from '@site/ui';
import basicComputer from '../assets/courses/basic-computer.svg';
import crypto from '../assets/courses/crypto.svg';
import digitalMarketing from '../assets/courses/digital-marketing.svg';
import laravel from '../assets/courses/laravel.svg';
import mernStack from '../assets/courses/mern-stack.svg';
import mobileApp from '../assets/courses/mobile-app-development.svg';
import reactJs from '../assets/courses/react-js.svg';
import reactNative from '../assets/courses/react-native.svg';
import shopifyApps from '../assets/courses/shopify-apps-development.svg';
import shopifyStore from '../assets/courses/shopify-store.svg';
import webDevelopment from '../assets/courses/web-development.svg';

/** Our own illustrations (src/assets/courses), emitted by webpack and served by this remote. */
export const courseArtUrls = {
  'web-development': webDevelopment,
  'mobile-app-development': mobileApp,
  'shopify-apps-development': shopifyApps,
  'shopify-store': shopifyStore,
  'react-js': reactJs,
  laravel,
  'react-native': reactNative,
  'mern-stack': mernStack,
  'basic-computer': basicComputer,
  'digital-marketing': digitalMarketing,
  crypto,
} as const;

export type CourseArtKey = keyof typeof courseArtUrls;

/** Intrinsic size of every illustration (16:9). */
export const COURSE_ART_WIDTH = 480;
export const COURSE_ART_HEIGHT = 270;

export interface CourseArtProps {
  art: CourseArtKey;
  /** Meaningful text, or '' when the course title is right beside it. */
  alt: string;
  /** Lazy below the fold (cards); eager in a page's hero. */
  loading?: 'lazy' | 'eager';
  /** The page's largest image in the first screen: loaded at once, before other images. */
  priority?: boolean;
  className?: string;
}

export function CourseArt({ art, alt, loading = 'lazy', priority = false, className }: CourseArtProps) {
  return (
    <CardMedia
      src={courseArtUrls[art]}
      alt={alt}
      width={COURSE_ART_WIDTH}
      height={COURSE_ART_HEIGHT}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
