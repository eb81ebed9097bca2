// Its own module, so that an article's page does not carry the list dataset (blog-posts.ts).
import laravelImage from '@/assets/blog/getting-started-with-laravel.svg';
import trainingLabImage from '@/assets/blog/new-training-lab-sargodha.svg';
import reactImage from '@/assets/blog/react-hooks-explained.svg';
import restApiImage from '@/assets/blog/build-a-rest-api-tutorial.svg';
import cleanCodeImage from '@/assets/blog/clean-code-practices.svg';
import courseGuideImage from '@/assets/blog/web-development-course-guide.svg';

/** Illustrations shared by the list and the article datasets, keyed by slug. */
export const blogImages = {
  'web-development-course-sargodha-guide': {
    image: courseGuideImage,
    imageAlt: 'Illustration of a code editor and a graduation cap',
  },
  'clean-code-habits-for-professional-developers': {
    image: cleanCodeImage,
    imageAlt: 'Illustration of neatly indented code in an editor window',
  },
  'getting-started-with-laravel-11': {
    image: laravelImage,
    imageAlt: 'Illustration of three stacked building blocks',
  },
  'react-hooks-explained': {
    image: reactImage,
    imageAlt: 'Illustration of the React atom logo',
  },
  'build-a-rest-api-step-by-step': {
    image: restApiImage,
    imageAlt: 'Illustration of an open book with highlighted lines',
  },
  'codenest-opens-new-training-lab': {
    image: trainingLabImage,
    imageAlt: 'Illustration of an office building with lit windows',
  },
} as const;
