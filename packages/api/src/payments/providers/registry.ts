import { ConfigError, type Env, readVar } from '../../platform/config/config.js';
import { declareSettings, type Settings as SettingsSection } from '../../platform/config/settings.js';
import { type ThirdPartySources } from '../../platform/security/security-headers.js';
import { type PaymentEventsService } from '../payment-events.service.js';
import { type PaymentProvider } from '../payment-provider.js';

/** What a provider is built with besides its own settings. */
export interface PaymentProviderDeps {
  /** Where a provider that reports in process (no webhooks) sends its events. */
  readonly events: PaymentEventsService;
}

/**
 * One payment provider, as its folder registers it: its settings section, read from the
 * environment by the provider itself, and how to build it.
 */
export interface PaymentProviderDefinition<Settings = unknown> {
  readonly name: string;
  /** How people name it in messages ("Stripe"). */
  readonly label: string;
  /** The environment variables it reads, declared for docs/configuration.md (none: leave it out). */
  readonly settings?: SettingsSection;
  /**
   * Its settings from the environment: undefined when its variables are not set (then it is chosen
   * only when PAYMENT_PROVIDER names it and it needs none); throws ConfigError when they are set but invalid.
   */
  loadSettings(env: Env): Settings | undefined;
  /** It posts its events to POST /api/payments/webhooks/{name}. */
  readonly sendsWebhooks: boolean;
  /** Where a paid payout lands: the sitter's bank, or their account at the provider (which pays their bank on its own schedule). */
  readonly payoutsLandIn: 'bank' | 'provider_account';
  /** Origins the browser loads the provider's own forms from, for the Content-Security-Policy. */
  browserSources?(settings: Settings): ThirdPartySources;
  create(settings: Settings, deps: PaymentProviderDeps): PaymentProvider;
}

/** The payments' settings: which provider runs, and its section. */
export interface PaymentsConfig {
  /** PAYMENT_PROVIDER, or the first registered provider whose variables are set. */
  readonly provider: string;
  /** Each registered provider's settings section by name (undefined: its variables are not set). */
  readonly sections: Readonly<Record<string, unknown>>;
  /** What the chosen provider's forms need in the Content-Security-Policy. */
  readonly browserSources: ThirdPartySources;
}

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');

/** Which provider runs; each provider declares its own variables beside it (`settings`). */
export const PAYMENTS_SETTINGS = declareSettings({
  title: 'Payments',
  source: 'payments/providers/registry.ts',
  variables: {
    PAYMENT_PROVIDER: {
      default: 'unset: the first registered provider whose variables are set (Stripe with STRIPE_SECRET_KEY, else the sandbox)',
      description:
        'The name of a registered payment provider (`stripe`, `sandbox`); refused at start when no provider has that name or its variables are not set. See docs/payments.md.',
    },
  },
});

/**
 * The payment providers the API knows, in order of preference: without PAYMENT_PROVIDER, the first
 * one whose variables are set is used (Stripe when STRIPE_SECRET_KEY is set, else the sandbox).
 */
export class PaymentProviderRegistry {
  private readonly definitions: PaymentProviderDefinition[] = [];

  // Each definition has its own settings type; the registry only passes each its own section back.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(definitions: readonly PaymentProviderDefinition<any>[]) {
    for (const definition of definitions) this.register(definition);
  }

  /** Adds a provider after the ones registered; answers a function that removes it again (tests). */
  register<Settings>(definition: PaymentProviderDefinition<Settings>): () => void {
    if (this.named(definition.name)) throw new Error(`A payment provider named ${definition.name} is already registered`);
    const entry = definition as unknown as PaymentProviderDefinition;
    this.definitions.push(entry);
    return () => {
      const at = this.definitions.indexOf(entry);
      if (at >= 0) this.definitions.splice(at, 1);
    };
  }

  /** The settings sections of the payments and of every registered provider, for docs/configuration.md. */
  settingsSections(): readonly SettingsSection[] {
    return [PAYMENTS_SETTINGS, ...this.definitions.flatMap((definition) => (definition.settings ? [definition.settings] : []))];
  }

  named(name: string): PaymentProviderDefinition | undefined {
    return this.definitions.find((definition) => definition.name === name);
  }

  /** Reads every provider's settings and picks the one to use; throws ConfigError naming the variable. */
  loadConfig(env: Env): PaymentsConfig {
    const sections: Record<string, unknown> = {};
    for (const definition of this.definitions) sections[definition.name] = definition.loadSettings(env);
    const paymentsEnv = PAYMENTS_SETTINGS.env(env);
    const named = readVar(paymentsEnv, 'PAYMENT_PROVIDER');
    const chosen = named === undefined ? this.definitions.find((definition) => sections[definition.name] !== undefined) : this.named(named);
    if (!chosen) {
      const names = this.definitions.map((definition) => definition.name).join(', ');
      throw new ConfigError(
        named === undefined
          ? `Invalid configuration: no payment provider is configured (registered: ${names})`
          : `Invalid configuration: PAYMENT_PROVIDER must be one of ${names} (got "${named}")`,
      );
    }
    const settings = sections[chosen.name];
    if (settings === undefined)
      throw new ConfigError(`Invalid configuration: PAYMENT_PROVIDER is ${chosen.name}, but its settings are not set`);
    return { provider: chosen.name, sections, browserSources: chosen.browserSources?.(settings) ?? { script: [], connect: [], frame: [] } };
  }

  /** Builds the configured provider. */
  create(config: PaymentsConfig, deps: PaymentProviderDeps): PaymentProvider {
    const definition = this.named(config.provider);
    if (!definition) throw new Error(`The payment provider ${config.provider} is not registered`);
    return definition.create(config.sections[config.provider], deps);
  }
}
