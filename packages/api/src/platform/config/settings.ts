import { type Env } from './config.js';

/** One environment variable as docs/configuration.md lists it. */
export interface SettingDeclaration {
  /** What applies when it is unset, as an operator reads it (`5000`, `unset: the sandbox`, `DATA_DIR/../uploads`). */
  readonly default: string;
  /** What it does, which values it takes, and what refuses a value at start. */
  readonly description: string;
  /** Set it in production: the start refuses production without it, or its default only suits development. */
  readonly production?: boolean;
}

/**
 * The variables one configuration section reads, declared once: its loader reads the environment
 * through `env()` (only these names, so a new read without a declaration does not compile), and
 * docs/configuration.md is generated from the same list (src/configuration.spec.ts checks both).
 */
export interface Settings<Name extends string = string> {
  /** The section's heading on the page, e.g. `Uploads`. */
  readonly title: string;
  /** The file that reads them, from packages/api/src, e.g. `uploads/uploads-config.ts`. */
  readonly source: string;
  /** One or two sentences above the table, when the variables share a rule. */
  readonly intro?: string;
  readonly variables: Readonly<Record<Name, SettingDeclaration>>;
  /** The environment narrowed to the declared variables: a loader reads nothing else. */
  env(env: Env): DeclaredEnv<Name>;
}

export type DeclaredEnv<Name extends string> = { readonly [K in Name]: string | undefined };

export function declareSettings<const Name extends string>(section: Omit<Settings<Name>, 'env'>): Settings<Name> {
  const names = Object.keys(section.variables) as Name[];
  return {
    ...section,
    env: (env) => Object.fromEntries(names.map((name) => [name, env[name]])) as DeclaredEnv<Name>,
  };
}

/** docs/configuration.md: every section's variables with their defaults and meaning, and the production checklist. */
export function configurationPage(sections: readonly Settings[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated from the settings each section declares (declareSettings in packages/api/src);',
    '     do not edit: change the declaration, then run `npm run config-docs` in packages/api. -->',
    '',
    'Every environment variable the API reads, read and validated once at start by the section that',
    'owns it (`loadPawpalConfig` in `packages/api/src/app-config.ts` composes them). An invalid value',
    'stops the process with exit code 1 and one line naming the variable, e.g.',
    '`Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")`. A blank value',
    'counts as unset. The scripts and test suites read a few variables of their own (`PAWPAL_REBUILD`,',
    '`CHROMIUM_PATH`, `TEST_REDIS_URL`, ...): see [testing.md](testing.md) and [toolchain.md](toolchain.md).',
    '',
    '## Production',
    '',
    'Set these when `NODE_ENV=production` (the start refuses production without the required ones;',
    'the others have defaults for development only). Every other default suits production.',
    '',
    ...sections.flatMap((section) =>
      Object.entries<SettingDeclaration>(section.variables)
        .filter(([, variable]) => variable.production)
        .map(([name]) => `- \`${name}\` ([${section.title}](#${section.title.toLowerCase().replaceAll(' ', '-')}))`),
    ),
  ];
  for (const section of sections) {
    lines.push(
      '',
      `## ${section.title}`,
      '',
      `Read by \`packages/api/src/${section.source}\`.${section.intro ? ` ${section.intro}` : ''}`,
      '',
    );
    lines.push('| Variable | Default | Meaning |', '|---|---|---|');
    for (const [name, variable] of Object.entries<SettingDeclaration>(section.variables)) {
      lines.push(`| \`${name}\` | ${cell(variable.default)} | ${cell(variable.description)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
