import type { ApiLanguage } from '../../shared/api-types.ts';
import type { ApiContext } from './context.ts';
import { ApiError } from './envelope.ts';

/** A language of the catalogue, or 404 'Language not found'. */
export function languageOf(ctx: ApiContext, code: string): ApiLanguage {
  const language = ctx.catalogue.languages.find((l) => l.code === code);
  if (!language) throw new ApiError(404, 'language_not_found', 'Language not found');
  return language;
}
