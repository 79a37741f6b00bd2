/**
 * A fair process (docs/appeals.md): an admin suspends a member naming a community rule; the
 * member, who cannot sign in, appeals from the suspension email's single-use link; the admin who
 * decided is refused the appeal; a second admin (admin-appeals@, in the e2e server's
 * ADMIN_EMAILS) overturns it in the console, and the member can sign in again.
 */
import { expect, test } from '@playwright/test';
import { adminRequest, dismissProfilePrompt, PASSWORD, signUp, uniqueId } from './journey-steps';

const SECOND_ADMIN = { firstName: 'Bea', lastName: 'Appeals', email: 'admin-appeals@e2e.pawpal.test', password: PASSWORD };

test('a suspended member appeals from the email; a second admin overturns and sign-in works again', async ({ browser }) => {
  const id = uniqueId();
  const member = { firstName: 'Noor', lastName: `Appellant${id}`, email: `noor.${id}@example.com`, password: PASSWORD };
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signUp(memberPage.request, member);
  const { id: memberId } = (await (await memberPage.request.get('/api/auth/user')).json()) as { id: string };

  // The first admin suspends, naming the rule.
  const firstAdmin = await adminRequest();
  const suspended = await firstAdmin.post(`/api/admin/users/${memberId}/suspend`, {
    data: { reason: 'Asked an owner to pay in cash', rule: 'pay_through_pawpal' },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);

  // The member cannot sign in; the email links to the appeal page.
  const outbox = (await (await memberPage.request.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`)).json()) as {
    subject: string;
    links: string[];
  }[];
  const link = outbox
    .find((message) => message.subject === 'Your Pawpal account is suspended')
    ?.links.find((each) => each.includes('/appeal?'));
  expect(link, 'no suspension email with an appeal link').toBeDefined();
  await memberPage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Appeal your suspension' })).toBeVisible();
  await memberPage.getByRole('textbox', { name: /Your statement/ }).fill('The owner offered cash; I said no and pointed them to the app.');
  await memberPage.getByRole('button', { name: 'Send appeal' }).click();
  await expect(memberPage.getByText(/^Thank you. A different person at Pawpal from the one who decided will answer/)).toBeVisible();

  // The admin who decided may not decide the appeal.
  const open = (await (await firstAdmin.get('/api/admin/appeals?status=open')).json()) as {
    items: { id: string; member: { id: string } }[];
  };
  const appeal = open.items.find((item) => item.member.id === memberId);
  expect(appeal, 'the appeal is not in the open queue').toBeDefined();
  const refused = await firstAdmin.post(`/api/admin/appeals/${appeal!.id}/decide`, { data: { outcome: 'overturned', reason: 'Mine' } });
  expect(refused.status()).toBe(403);

  // A second admin overturns it in the console.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const signedUp = await adminPage.request.post('/api/auth/signup', { data: SECOND_ADMIN });
  if (signedUp.status() !== 201) {
    expect(signedUp.status(), await signedUp.text()).toBe(409);
    expect((await adminPage.request.post('/api/auth/login', { data: { email: SECOND_ADMIN.email, password: PASSWORD } })).status()).toBe(
      200,
    );
  }
  await adminPage.goto('/admin');
  await dismissProfilePrompt(adminPage);
  await adminPage.getByRole('tab', { name: 'Appeals' }).click();
  const form = adminPage.getByRole('form', { name: `Decide the appeal of ${member.firstName} ${member.lastName}` });
  await form.getByRole('textbox', { name: /Reason/ }).fill('The chat shows the member refused the cash offer.');
  await form.getByRole('button', { name: 'Overturn' }).click();
  await expect(form).toBeHidden();
  await adminPage.getByRole('button', { name: 'Decision reversed' }).click();
  await expect(
    adminPage.getByText('Decision reversed by Bea Appeals: The chat shows the member refused the cash offer.').first(),
  ).toBeVisible();

  // The suspension is lifted: the member signs in through the form again.
  await memberPage.goto('/api/login');
  await memberPage.getByLabel('Email', { exact: true }).fill(member.email);
  await memberPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await memberPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(memberPage).not.toHaveURL(/\/api\/login/);
  expect((await memberPage.request.get('/api/auth/user')).status()).toBe(200);
});
