import {
  AU_STATES,
  type AuState,
  isValidAccountNumber,
  normaliseAbn,
  normaliseBsb,
  PAYOUT_ACCOUNT_NAME_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  type PayoutSetup,
  type PayoutsResponse,
  type TaxDetails,
} from '@pawpal/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  DatePicker,
  ErrorState,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  formatAud,
  toast,
} from '@pawpal/ui';
import { todayIso } from '../../shared/dates';
import { CircleCheck, CircleAlert } from 'lucide-react';
import * as React from 'react';
import { describeError } from '../../data/mutation';
import { PAYOUT_STATUS_LABELS, savePayoutAccount, saveTaxDetails, stripePayoutLink, usePayoutSetup, usePayouts } from '../../data/payouts';
import { Screen } from '../../screen/Screen';

export interface AccountForm {
  accountName: string;
  bsb: string;
  accountNumber: string;
}

/** What is wrong with the bank account form, per field (the API says the same in its 400s). */
export function validateAccountForm(form: AccountForm): Partial<Record<keyof AccountForm, string>> {
  const errors: Partial<Record<keyof AccountForm, string>> = {};
  if (form.accountName.trim() === '') errors.accountName = 'Enter the name on the account.';
  if (normaliseBsb(form.bsb) === null) errors.bsb = 'A BSB is six digits, like 110-000.';
  if (!isValidAccountNumber(form.accountNumber)) errors.accountNumber = 'An account number is 5 to 9 digits.';
  return errors;
}

export interface TaxForm {
  legalName: string;
  dateOfBirth: string;
  line1: string;
  line2: string;
  suburb: string;
  state: AuState | '';
  postcode: string;
  abn: string;
  gstRegistered: boolean;
}

/** What is wrong with the tax details form, per field. */
export function validateTaxForm(form: TaxForm): Partial<Record<keyof TaxForm, string>> {
  const errors: Partial<Record<keyof TaxForm, string>> = {};
  if (form.legalName.trim() === '') errors.legalName = 'Enter your full legal name.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.dateOfBirth)) errors.dateOfBirth = 'Enter your date of birth.';
  if (form.line1.trim() === '') errors.line1 = 'Enter your street address.';
  if (form.suburb.trim() === '') errors.suburb = 'Enter your suburb.';
  if (form.state === '') errors.state = 'Choose your state or territory.';
  if (!/^\d{4}$/.test(form.postcode.trim())) errors.postcode = 'A postcode is four digits.';
  if (form.abn.trim() !== '' && normaliseAbn(form.abn) === null) errors.abn = 'This ABN is not valid: check its 11 digits.';
  if (form.gstRegistered && form.abn.trim() === '') errors.abn = 'Add your ABN: a business registered for GST has one.';
  return errors;
}

function taxFormOf(details: TaxDetails | null): TaxForm {
  return {
    legalName: details?.legalName ?? '',
    dateOfBirth: details?.dateOfBirth ?? '',
    line1: details?.address.line1 ?? '',
    line2: details?.address.line2 ?? '',
    suburb: details?.address.suburb ?? '',
    state: details?.address.state ?? '',
    postcode: details?.address.postcode ?? '',
    abn: details?.abn ?? '',
    gstRegistered: details?.gstRegistered ?? false,
  };
}

function Readiness({ setup }: { setup: PayoutSetup }) {
  if (setup.ready) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-lg bg-muted p-3 text-sm text-foreground">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
        You are set up to be paid: earnings go to {setup.account?.display}.
      </p>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-1 rounded-lg bg-muted p-3 text-sm text-foreground">
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-destructive" />
        Payouts wait until your set-up is complete:
      </p>
      <ul className="list-disc pl-8">
        {setup.missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * With Stripe, the bank account is given to Stripe on its own hosted pages (Connect Express
 * onboarding), never typed into Pawpal; afterwards the sitter manages it in Stripe's dashboard.
 */
function StripeAccountCard({ setup }: { setup: PayoutSetup }) {
  const [error, setError] = React.useState<string | null>(null);
  const [going, setGoing] = React.useState(false);
  const onboarded = setup.account !== null && setup.account.accountNumberLast4 !== '';
  const go = async (which: 'onboarding' | 'dashboard') => {
    setGoing(true);
    setError(null);
    try {
      const { url } = await stripePayoutLink(which);
      window.location.assign(url);
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t reach Stripe. Please try again.'));
      setGoing(false);
    }
  };
  return (
    <Card id={BANK_ACCOUNT_ID}>
      <CardHeader>
        <CardTitle as="h2">Bank account</CardTitle>
        <CardDescription>
          {onboarded
            ? `Earnings are paid to ${setup.account!.display}.`
            : 'Our payment partner Stripe verifies you and keeps your bank account; it takes a few minutes.'}{' '}
          Pawpal never sees your full account number.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={going} onClick={() => void go('onboarding')}>
            {onboarded ? 'Update details with Stripe' : setup.account ? 'Continue setting up with Stripe' : 'Set up payouts with Stripe'}
          </Button>
          {setup.account ? (
            <Button type="button" variant="outline" disabled={going} onClick={() => void go('dashboard')}>
              Open Stripe dashboard
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function AccountCard({ setup, onSaved }: { setup: PayoutSetup; onSaved: () => Promise<unknown> }) {
  const [form, setForm] = React.useState<AccountForm>({ accountName: setup.account?.accountName ?? '', bsb: '', accountNumber: '' });
  const [errors, setErrors] = React.useState<Partial<Record<keyof AccountForm | 'form', string>>>({});
  const [saving, setSaving] = React.useState(false);
  const change = (patch: Partial<AccountForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAccountForm(form);
    if (Object.keys(found).length > 0) return setErrors(found);
    setSaving(true);
    try {
      const saved = await savePayoutAccount({
        accountName: form.accountName.trim(),
        bsb: form.bsb,
        accountNumber: form.accountNumber.replace(/\s/g, ''),
      });
      setForm({ accountName: saved.accountName, bsb: '', accountNumber: '' });
      await onSaved();
      toast({ title: 'Bank account saved', description: saved.display });
    } catch (caught) {
      setErrors({ form: describeError(caught, 'Your bank account could not be saved. Please try again.') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card id={BANK_ACCOUNT_ID}>
      <CardHeader>
        <CardTitle as="h2">Bank account</CardTitle>
        <CardDescription>
          {setup.account
            ? `Earnings are paid to ${setup.account.display} (${setup.account.accountName}). Enter a new account to replace it.`
            : 'The Australian bank account your earnings are paid into.'}{' '}
          The full account number goes to our payment provider; Pawpal keeps only the last four digits.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Bank account" className="flex flex-col gap-4">
          <FormField label="Account name" required error={errors.accountName}>
            <Input
              value={form.accountName}
              onChange={(event) => change({ accountName: event.target.value })}
              autoComplete="name"
              maxLength={PAYOUT_ACCOUNT_NAME_MAX_LENGTH}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="BSB" description="Six digits, like 110-000." required error={errors.bsb}>
              <Input
                value={form.bsb}
                onChange={(event) => change({ bsb: event.target.value })}
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
              />
            </FormField>
            <FormField label="Account number" description="5 to 9 digits." required error={errors.accountNumber}>
              <Input
                value={form.accountNumber}
                onChange={(event) => change({ accountNumber: event.target.value })}
                inputMode="numeric"
                autoComplete="off"
                maxLength={11}
              />
            </FormField>
          </div>
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : setup.account ? 'Replace bank account' : 'Save bank account'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function TaxCard({ setup, onSaved }: { setup: PayoutSetup; onSaved: () => Promise<unknown> }) {
  const [form, setForm] = React.useState<TaxForm>(() => taxFormOf(setup.taxDetails));
  const [errors, setErrors] = React.useState<Partial<Record<keyof TaxForm | 'form', string>>>({});
  const [saving, setSaving] = React.useState(false);
  const change = (patch: Partial<TaxForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateTaxForm(form);
    if (Object.keys(found).length > 0) return setErrors(found);
    setSaving(true);
    try {
      const saved = await saveTaxDetails({
        legalName: form.legalName.trim(),
        dateOfBirth: form.dateOfBirth,
        address: {
          line1: form.line1.trim(),
          line2: form.line2.trim() || null,
          suburb: form.suburb.trim(),
          state: form.state as AuState,
          postcode: form.postcode.trim(),
        },
        abn: form.abn.trim() || null,
        gstRegistered: form.gstRegistered,
      });
      setForm(taxFormOf(saved));
      await onSaved();
      toast({ title: 'Tax details saved' });
    } catch (caught) {
      setErrors({ form: describeError(caught, 'Your tax details could not be saved. Please try again.') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Tax details</CardTitle>
        <CardDescription>
          Pawpal reports what sitters earn to the Australian Taxation Office (the Sharing Economy Reporting Regime), so we need these before
          your first payout.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Tax details" className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Legal name" required error={errors.legalName}>
              <Input
                value={form.legalName}
                onChange={(event) => change({ legalName: event.target.value })}
                autoComplete="name"
                maxLength={LEGAL_NAME_MAX_LENGTH}
              />
            </FormField>
            <FormField label="Date of birth" required error={errors.dateOfBirth}>
              <DatePicker required value={form.dateOfBirth} max={todayIso()} onChange={(dateOfBirth) => change({ dateOfBirth })} />
            </FormField>
          </div>
          <FormField label="Street address" required error={errors.line1}>
            <Input
              value={form.line1}
              onChange={(event) => change({ line1: event.target.value })}
              autoComplete="address-line1"
              maxLength={ADDRESS_LINE_MAX_LENGTH}
            />
          </FormField>
          <FormField label="Address line 2" error={errors.line2}>
            <Input
              value={form.line2}
              onChange={(event) => change({ line2: event.target.value })}
              autoComplete="address-line2"
              maxLength={ADDRESS_LINE_MAX_LENGTH}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Suburb" required error={errors.suburb}>
              <Input
                value={form.suburb}
                onChange={(event) => change({ suburb: event.target.value })}
                autoComplete="address-level2"
                maxLength={ADDRESS_LINE_MAX_LENGTH}
              />
            </FormField>
            <FormField label="State" required error={errors.state}>
              {(control) => (
                <Select value={form.state} onValueChange={(value) => change({ state: value as AuState })}>
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue placeholder="Choose" />
                  </SelectTrigger>
                  <SelectContent>
                    {AU_STATES.map((state) => (
                      <SelectItem key={state} value={state}>
                        {state}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField label="Postcode" required error={errors.postcode}>
              <Input
                value={form.postcode}
                onChange={(event) => change({ postcode: event.target.value })}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={4}
              />
            </FormField>
          </div>
          <FormField label="ABN" description="Optional, unless you are registered for GST." error={errors.abn}>
            <Input
              value={form.abn}
              onChange={(event) => change({ abn: event.target.value })}
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
            />
          </FormField>
          <label className="flex items-center gap-2 text-sm text-foreground">
            <Checkbox checked={form.gstRegistered} onCheckedChange={(checked) => change({ gstRegistered: checked === true })} />I am
            registered for GST
          </label>
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save tax details'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The bank account card's anchor: where a failed payout's action leads. */
const BANK_ACCOUNT_ID = 'bank-account';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Sydney' });

/**
 * Payouts the bank refused: never counted as on their way. Says why (the bank's words, from the
 * latest one) and what to do: they go again as soon as the sitter saves a working account.
 */
function FailedPayouts({ data, hosted }: { data: PayoutsResponse; hosted: boolean }) {
  const reason = data.payouts.find((payout) => payout.status === 'failed')?.failureReason;
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-lg border border-destructive p-3 text-sm text-foreground">
      <p className="font-medium">
        {formatAud(data.balance.failedCents)} could not be paid: your bank refused the payment.
        {reason ? ` ${reason}.` : ''}
      </p>
      <p>
        Check your account details and save them again: we send it again straight away.{' '}
        <a href={`#${BANK_ACCOUNT_ID}`} className="font-medium underline">
          {hosted ? 'Update your Stripe payout set-up' : 'Update your bank account'}
        </a>
      </p>
    </div>
  );
}

function PayoutsCard({ data, hosted }: { data: PayoutsResponse; hosted: boolean }) {
  const { balance, payouts } = data;
  const next = [...payouts].reverse().find((payout) => payout.status === 'scheduled' || payout.status === 'held');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payouts</CardTitle>
        <CardDescription>Each stay is paid out 48 hours after it ends, straight to your bank account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 sm:grid-cols-3">
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">Pending</dt>
            <dd className="font-semibold tabular-nums">{formatAud(balance.pendingCents)}</dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">On its way</dt>
            <dd className="font-semibold tabular-nums">{formatAud(balance.availableCents)}</dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">Paid</dt>
            <dd className="font-semibold tabular-nums">{formatAud(balance.paidCents)}</dd>
          </div>
        </dl>
        {balance.failedCents > 0 ? <FailedPayouts data={data} hosted={hosted} /> : null}
        {balance.owedCents ? (
          <p role="status" className="rounded-lg border border-warning p-3 text-sm text-foreground">
            Pawpal refunded an owner for a stay you were already paid for: your share, {formatAud(balance.owedCents)}, comes out of your
            next payouts. Nothing is charged to you.
          </p>
        ) : null}
        {next ? (
          <p className="text-sm text-foreground">
            {next.note
              ? `Next payout: ${formatAud(next.amountCents)}, as soon as it can go: ${next.note}.`
              : `Next payout: ${formatAud(next.amountCents)} on ${dateFormat.format(new Date(next.scheduledFor))}.`}
          </p>
        ) : null}
        {payouts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payouts yet: they appear here once a stay is completed.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Payout history</caption>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1 font-normal">
                  Date
                </th>
                <th scope="col" className="py-1 font-normal">
                  Status
                </th>
                <th scope="col" className="py-1 text-right font-normal">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <tr key={payout.id} className="border-t border-border align-top">
                  <td className="py-2">{dateFormat.format(new Date(payout.paidAt ?? payout.scheduledFor))}</td>
                  <td className="py-2">
                    {PAYOUT_STATUS_LABELS[payout.status]}
                    {payout.failureReason ? <span className="block text-destructive">{payout.failureReason}</span> : null}
                    {/* A hold is this payout's own story; waiting for set-up is said once, above. */}
                    {payout.status === 'held' && payout.note ? <span className="block text-muted-foreground">{payout.note}</span> : null}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {formatAud(payout.amountCents)}
                    {/* Part of the stay's earnings repaid a refund after an earlier payout. */}
                    {payout.adjustmentCents ? (
                      <span className="block text-muted-foreground">−{formatAud(-payout.adjustmentCents)} recovered for a refund</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

/** Where a sitter's earnings are paid (the sitter nav's Payout Settings link): bank account and tax details. */
export function PayoutSettingsPage() {
  const setup = usePayoutSetup();
  const payouts = usePayouts();
  return (
    <Screen title="Payout settings" description="Choose where your Pawpal earnings are paid.">
      {setup.error ? (
        <ErrorState
          title="We couldn’t load your payout settings"
          message={describeError(setup.error)}
          onRetry={() => void setup.mutate()}
        />
      ) : !setup.data ? (
        <p className="text-sm text-muted-foreground">Loading your payout settings…</p>
      ) : (
        <div className="flex max-w-3xl flex-col gap-6">
          <Readiness setup={setup.data} />
          {payouts.data ? <PayoutsCard data={payouts.data} hosted={setup.data.accountSetup === 'hosted'} /> : null}
          {setup.data.accountSetup === 'hosted' ? (
            <StripeAccountCard setup={setup.data} />
          ) : (
            <AccountCard setup={setup.data} onSaved={() => setup.mutate()} />
          )}
          <TaxCard key={setup.data.taxDetails?.updatedAt ?? 'new'} setup={setup.data} onSaved={() => setup.mutate()} />
        </div>
      )}
    </Screen>
  );
}
