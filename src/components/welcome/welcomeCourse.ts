/** A course as the welcome offers it: its language and its first lesson. */
export interface WelcomeCourse {
  code: string;
  name: string;
  nativeName: string;
  /** The BCP 47 tag of the language, for its native name. */
  lang: string | undefined;
  flag: string;
  firstLessonId: string;
  firstLessonTitle: string;
  firstLessonMinutes: number;
}

/** The course a `?language=` names, if the site has it. */
export function courseFromQuery(courses: readonly WelcomeCourse[], search: string): WelcomeCourse | null {
  const code = new URLSearchParams(search).get('language');
  return courses.find((course) => course.code === code) ?? null;
}

/** How the welcome greets the learner: 'Welcome, Ada!' by first name, else username; a plain 'Welcome!' for none. */
export function welcomeHeading(user: { first_name: string; username: string } | null, anonymous: boolean): string {
  const name = anonymous ? '' : user?.first_name.trim() || user?.username.trim() || '';
  return name ? `Welcome, ${name}!` : 'Welcome!';
}
