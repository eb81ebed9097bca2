import type { ComponentType } from 'react';

/**
 * The typed contract between the shell and the remotes: every exposed module, by its
 * `remote/Expose` id. A remote checks its exposes against this (see its `src/exposes.ts`),
 * the shell and other remotes load through `loadRemoteModule`, so both sides are typed.
 */
export const remoteNames = ['marketing', 'academy', 'content', 'accounts'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** A routed page: it reads what it needs (params, location) from the shared router. */
export interface PageModule {
  default: ComponentType;
}

/** A widget embedded in another app's page. */
export interface WidgetModule {
  default: ComponentType;
}

export interface RemoteModules {
  'marketing/HomePage': PageModule;
  'marketing/PackagesPage': PageModule;
  'marketing/PricingPage': PageModule;
  'academy/CoursesSection': WidgetModule;
  'academy/CourseLandingPage': PageModule;
  'academy/CourseListPage': PageModule;
  'academy/CourseDetailPage': PageModule;
  'academy/EnrollmentPage': PageModule;
  'content/BlogPage': PageModule;
  'content/BlogArticlePage': PageModule;
  'content/NewsPage': PageModule;
  'content/EventsPage': PageModule;
  'content/FaqPage': PageModule;
  'content/CommunityPage': PageModule;
  'accounts/LoginPage': PageModule;
  'accounts/ProfilePage': PageModule;
  'accounts/StudentLoginPage': PageModule;
  'accounts/AdminLoginPage': PageModule;
}

export type RemoteModuleId = keyof RemoteModules;

/** The exposes of one remote, keyed as in its webpack config (`'./HomePage'`). */
export type ExposesOf<R extends RemoteName> = {
  [K in RemoteModuleId as K extends `${R}/${infer E}` ? `./${E}` : never]: RemoteModules[K];
};

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
