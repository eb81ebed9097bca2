/** The people who write posts and news, by their name as the data writes it (each has their name in the catalogue, `common.authors`). */
export const authors = [
  'Ahmed Raza',
  'Sara Khan',
  'Usman Ali',
  'Ayesha Malik',
  'CodeNest Team',
  'Admissions Office',
] as const;

export type Author = (typeof authors)[number];
