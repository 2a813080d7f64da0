import { expect, test } from '@playwright/test';
import { dismissDocumentPrompt, loginAs } from './support';

// An account no other test signs in with: ending its sessions must not log anyone else's test out.
const user = { email: 'sessions@demo.test', name: 'Jamal Sarker' };
const message = 'Your account is being reviewed by our support team.';

test('an operator ends a user’s sessions from the back office; the user sees the message and is logged out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Two browsers side by side: the user's and the operator's.
  const userContext = await browser.newContext({ baseURL });
  const operatorContext = await browser.newContext({ baseURL });
  try {
    const userPage = await userContext.newPage();
    await loginAs(userPage, user.email);
    await dismissDocumentPrompt(userPage);

    const operatorPage = await operatorContext.newPage();
    await loginAs(operatorPage, 'ops@demo.test', { landing: /\/backoffice$/ });
    await operatorPage
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(operatorPage).toHaveURL(/\/backoffice\/users$/);
    await expect(operatorPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    await operatorPage.getByRole('searchbox', { name: 'Search users' }).fill('sessions@');
    const table = operatorPage.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: new RegExp(user.email) });
    await expect(row.getByRole('rowheader')).toHaveText(user.name);
    await expect(row).toContainText('Demo Travels Ltd');
    await expect(row).toContainText('Agent');
    await expect(row).toContainText('Active');
    const openSessions = row.getByRole('cell').nth(4);
    await expect(openSessions).not.toHaveText('0');
    const before = (await openSessions.innerText()).trim();

    await row.getByRole('button', { name: `End sessions of ${user.name}` }).click();
    const dialog = operatorPage.getByRole('dialog', { name: `End sessions of ${user.name}` });
    await expect(dialog.getByText(user.email)).toBeVisible();
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(openSessions).toHaveText(before);

    await row.getByRole('button', { name: `End sessions of ${user.name}` }).click();
    await dialog.getByLabel('Message shown to the user').fill(message);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(operatorPage.getByText(`Sessions ended: ${before}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(openSessions).toHaveText('0');
    await expect(row.getByRole('button', { name: `End sessions of ${user.name}` })).toBeDisabled();

    // The user's next step shows the non-dismissable logout notice with the operator's message.
    await userPage.reload();
    const notice = userPage.getByRole('dialog', { name: 'Logout' });
    await expect(notice.getByText(message)).toBeVisible();
    await userPage.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Ok' }).click();
    await expect(userPage).toHaveURL(/\/$/);
    expect(await userPage.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
  } finally {
    await userContext.close();
    await operatorContext.close();
  }
});
