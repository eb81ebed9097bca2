// What every course includes, in English: the course modal's benefit bullets (../en/catalogue.ts)
// and the first reasons of the enrollment aside (../en/enrollment.ts). Words shared by two parts,
// not a part of its own: each part's Urdu lists them too.

export const enCourseBenefits = [
  'Hands-on projects you can show in your portfolio',
  'Small classroom batches at our Sargodha campus',
  'Certificate of completion',
  'Career guidance and internship opportunities',
] as const;
