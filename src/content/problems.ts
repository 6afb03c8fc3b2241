import type { z } from 'zod';

/** A problem in one content file: which file, which field, and what is wrong. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
  severity: 'error' | 'warning';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'is required but missing';
  if (issue.code === 'unrecognized_keys') return `unknown field(s): ${issue.keys.join(', ')}`;
  return issue.message;
}

/** Validates parsed data against a schema, turning failures into problems that name file and field. */
export function validate<T>(schema: z.ZodType<T>, data: unknown, file: string, problems: ContentProblem[]): T | null {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push({ file, field: issue.path.join('.') || '(file)', message: describeIssue(issue), severity: 'error' });
  }
  return null;
}
