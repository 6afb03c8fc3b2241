import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What an editor would underline in a YAML file: the line (1-based) and the message. */
export interface EditorDiagnostic {
  line: number;
  message: string;
}

interface Diagnostic {
  range: { start: { line: number } };
  message: string;
}
interface LanguageService {
  configure(settings: object): void;
  doValidation(document: unknown, isKubernetes: boolean): Promise<Diagnostic[]>;
}

const require = createRequire(import.meta.url);

/**
 * The YAML language server that powers the VS Code YAML extension (installed here through @astrojs/check),
 * configured with the yaml.schemas of .vscode/settings.json; null when it is not installed.
 */
export async function yamlEditor(): Promise<((file: string, text: string) => Promise<EditorDiagnostic[]>) | null> {
  let service: { getLanguageService(params: object): LanguageService };
  let textDocument: { TextDocument: { create(uri: string, language: string, version: number, text: string): unknown } };
  try {
    service = require('yaml-language-server/lib/umd/languageservice/yamlLanguageService.js');
    textDocument = require('vscode-languageserver-textdocument');
  } catch {
    return null;
  }
  // VS Code reads settings.json as JSON with comments.
  const settings = JSON.parse((await readFile('.vscode/settings.json', 'utf8')).replace(/^\s*\/\/.*$/gm, '')) as Record<
    string,
    Record<string, string[]>
  >;
  const ls = service.getLanguageService({
    schemaRequestService: (uri: string) => readFile(new URL(uri), 'utf8'),
    workspaceContext: { resolveRelativePath: (path: string, base: string) => new URL(path, base).toString() },
  });
  ls.configure({
    validate: true,
    yamlVersion: '1.2',
    schemas: Object.entries(settings['yaml.schemas'] ?? {}).map(([schema, fileMatch]) => ({
      uri: pathToFileURL(resolve(schema)).href,
      fileMatch,
    })),
  });
  // The service caches a parsed document by address and version, so every call gets a fresh version.
  let version = 0;
  return async (file, text) => {
    const doc = textDocument.TextDocument.create(pathToFileURL(resolve(file)).href, 'yaml', ++version, text);
    return (await ls.doValidation(doc, false)).map((d) => ({ line: d.range.start.line + 1, message: d.message }));
  };
}
