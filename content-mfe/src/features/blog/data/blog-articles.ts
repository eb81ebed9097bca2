import { paths } from '@site/site';
import { eachPost } from './posts';
import type { BlogArticle, BlogSlug } from './types';

/**
 * Each article's HTML body, by slug: the article on /blog/{slug} is its post (posts.ts) with it.
 * The HTML is our own, but it is still sanitised before it is inserted (see article-body.tsx).
 */
const bodies = {
  'web-development-course-sargodha-guide': `
<p>Learning web development in Sargodha no longer means moving to Lahore or Islamabad. Our six-month classroom course takes you from your very first HTML page to a full-stack application running on a real server, taught by developers who build client projects every day.</p>
<h2>Months 1 and 2: the foundations</h2>
<p>You start with semantic HTML, modern CSS (Flexbox, Grid and responsive layouts) and the fundamentals of JavaScript. Every week ends with a small project, so by the end of the second month you have a personal portfolio site that works on phones and desktops alike.</p>
<h2>Months 3 and 4: the front end</h2>
<p>Next comes React: components, state, hooks, routing and talking to an API. You learn Git and GitHub the way teams use them, with branches, pull requests and code review.</p>
<h2>Months 5 and 6: the back end and your capstone</h2>
<p>In the final stretch you build APIs with Laravel and Node.js, design a database, and deploy your work. The course closes with a capstone project that you present to our team.</p>
<ul>
  <li>Morning, evening and weekend batches</li>
  <li>Sessions of 2-3 hours, 3-4 times a week</li>
  <li>A certificate and a portfolio of real projects</li>
</ul>
<p>Ready to start? <a href="${paths.enrollment}">Enroll online</a> and we will call you to pick a batch.</p>`,
  'clean-code-habits-for-professional-developers': `
<p>Code is read far more often than it is written. The habits below are the ones our team checks for in every review, because they make the difference between a project that is easy to change and one that everybody is afraid to touch.</p>
<h2>1. Name things for what they mean</h2>
<p>A variable called <code>d</code> forces every reader to reverse-engineer your intent; <code>daysUntilDeadline</code> does not. Good names are the cheapest documentation there is.</p>
<h2>2. Keep functions small and focused</h2>
<p>If you need the word "and" to describe what a function does, it probably does two things. Split it, and give each part a name.</p>
<h2>3. Write the test first when you fix a bug</h2>
<p>A failing test that reproduces the bug proves that you understood it, and it keeps the bug from coming back.</p>
<h2>The rest of the list</h2>
<ol>
  <li>Delete dead code instead of commenting it out.</li>
  <li>Let comments explain why, not what.</li>
  <li>Handle errors where you can do something useful about them.</li>
  <li>Leave every file a little cleaner than you found it.</li>
</ol>`,
  'getting-started-with-laravel-11': `
<p>Laravel is the PHP framework we reach for most often at CodeNest: it is productive, well documented and has an answer for almost every problem a web application meets. This guide walks you through your first Laravel 11 application, a small task manager.</p>
<h2>Install and run</h2>
<p>With PHP and Composer installed, create a project with <code>composer create-project laravel/laravel tasks</code>, then start the development server with <code>php artisan serve</code>. Laravel 11 ships with SQLite configured, so there is no database server to set up.</p>
<h2>Routes, controllers and views</h2>
<p>Routes in <code>routes/web.php</code> map a URL to a controller action. The controller fetches data and returns a Blade view, which renders the HTML. Keeping each of these three layers thin is the first habit worth learning.</p>
<h2>Eloquent models</h2>
<p>Run <code>php artisan make:model Task -m</code> to create a model and its migration. Eloquent lets you query the table with readable code such as <code>Task::where('done', false)-&gt;latest()-&gt;get()</code>.</p>
<p>From here, add validation, authentication and tests. Our Laravel course covers each of these in depth over five months.</p>`,
  'react-hooks-explained': `
<p>Hooks let function components hold state and react to the outside world. They are simple to start with and surprisingly easy to misuse, so here is how we teach them in our React JS course.</p>
<h2>useState: values that change</h2>
<p>Call <code>useState</code> with an initial value and you get the current value and a function that updates it. Each update re-renders the component with the new value.</p>
<h2>useEffect: synchronising with the outside world</h2>
<p>An effect runs after render to talk to things React does not control: timers, subscriptions, the document title. The most common mistake is using an effect to compute something that could simply be calculated during render.</p>
<h2>Custom hooks</h2>
<p>When two components share the same stateful logic, move it into a function whose name starts with <code>use</code>. Custom hooks keep components short and make the logic easy to test on its own.</p>
<ul>
  <li>Call hooks at the top level, never inside conditions or loops.</li>
  <li>List every value an effect reads in its dependency array.</li>
  <li>Return a cleanup function from effects that subscribe to something.</li>
</ul>`,
  'build-a-rest-api-step-by-step': `
<p>Almost every modern application talks to an API. In this tutorial we design and build a small REST API for a course catalogue, the same way we approach client projects.</p>
<h2>Step 1: model the resources</h2>
<p>List the nouns of your domain (courses, students, enrollments) and the operations each one needs. Resources become URLs such as <code>/api/v1/courses</code> and <code>/api/v1/courses/{id}</code>.</p>
<h2>Step 2: choose methods and status codes</h2>
<p>Use <code>GET</code> to read, <code>POST</code> to create, <code>PUT</code> or <code>PATCH</code> to update and <code>DELETE</code> to remove. Answer with meaningful status codes: 201 after a create, 404 for a missing item, 422 for invalid input.</p>
<h2>Step 3: validate every input</h2>
<p>Never trust the client. Validate each field on the server and return errors keyed by field name, so that a form can show each message under the right input.</p>
<h2>Step 4: document and test</h2>
<p>Write down each endpoint with an example request and response, and cover the important paths with automated tests. Version your API from day one so that you can change it without breaking existing clients.</p>`,
  'codenest-opens-new-training-lab': `
<p>We are delighted to open our new training lab on University Road, Sargodha. The lab doubles our classroom space and gives every student a workstation set up with the same tools our development team uses on client projects.</p>
<h2>What is new</h2>
<ul>
  <li>30 workstations with dual monitors</li>
  <li>A project room for team work and capstone presentations</li>
  <li>Longer evening hours for students who work or study during the day</li>
</ul>
<p>The lab hosts our morning, evening and weekend batches as well as free community meetups. Come and visit us: the team is happy to show you around and to help you pick the right course.</p>`,
} satisfies Record<BlogSlug, string>;

/**
 * The articles of /blog/{slug}. An article files its post under the post's `articleCategory`
 * where it has one (the product specification files one post differently on its article).
 */
export const blogArticles = eachPost((post): BlogArticle => {
  const { articleCategory: _, ...facts } = post;
  return {
    ...facts,
    category: post.articleCategory === undefined ? post.category : post.articleCategory,
    content: bodies[post.slug],
  };
});

export function findArticle(slug: string | undefined): BlogArticle | undefined {
  return blogArticles.find((article) => article.slug === slug);
}
