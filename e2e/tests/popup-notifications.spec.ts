import { expect, test, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs, tripzenUrl } from './support';

// Announcements reach every agency user of their tenant, so they are written on tripzen: no other browser test
// works on a tripzen agent's search pad (the modal-login test only checks where its login lands), and one test
// here does everything, so no two of these run at once against the same agent.

async function publish(
  page: Page,
  announcement: { title: string; message: string; link?: [string, string] },
) {
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('dialog', { name: 'New announcement' });
  await form.getByLabel('Title').fill(announcement.title);
  await form.getByLabel('Message').fill(announcement.message);
  if (announcement.link) {
    await form.getByLabel('Link', { exact: true }).fill(announcement.link[0]);
    await form.getByLabel('Link text').fill(announcement.link[1]);
  }
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form).toHaveCount(0);
  await expect(announcementRow(page, announcement.title)).toContainText('Active');
}

const announcementRow = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Announcements' }).getByRole('row').filter({ hasText: title });

test('an operator’s announcements pop up on the agents’ search pad until closed; a withdrawn one never does', async ({
  browser,
  baseURL,
}) => {
  // Two people's sessions, four announcements and two popups: more than the default allowance under load.
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const older = { title: `Holiday hours ${run}`, message: 'Our desk closes at 4 pm on Friday.' };
  const newer = {
    title: `Fare sale ${run}`,
    message: 'Ten percent off every Dubai fare this week.',
    link: ['/testimonials', 'What agents say'] as [string, string],
  };
  const withdrawn = { title: `Sent by mistake ${run}`, message: 'Please ignore this.' };

  const operator = await (await browser.newContext()).newPage();
  await loginAs(operator, 'ops@tripzen.test', { path: tripzenUrl(baseURL, '/'), landing: /\/backoffice$/ });
  await operator
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Announcements' })
    .click();
  await expect(operator).toHaveURL(/\/backoffice\/notifications$/);
  await expect(operator.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();

  // The form checks before sending: a link needs its text.
  await operator.getByRole('button', { name: 'New announcement' }).click();
  const form = operator.getByRole('dialog', { name: 'New announcement' });
  await form.getByLabel('Link', { exact: true }).fill('/searchpad');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByText('Please enter a title')).toBeVisible();
  await expect(form.getByText('Please enter a label for the link')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await publish(operator, older);
  await publish(operator, newer);
  await publish(operator, withdrawn);
  await operator.getByRole('button', { name: `Withdraw “${withdrawn.title}”` }).click();
  const confirm = operator.getByRole('dialog', { name: `Withdraw “${withdrawn.title}”` });
  // A click that lands while the dialog is still opening can be lost: it is given again until the dialog closes.
  await expect(async () => {
    if (await confirm.isVisible()) {
      await confirm.getByRole('button', { name: 'Withdraw announcement' }).click({ timeout: 2_000 });
    }
    await expect(confirm).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(announcementRow(operator, withdrawn.title)).toContainText('Withdrawn');

  const agent = await (await browser.newContext()).newPage();
  await loginAs(agent, 'agent@tripzen.test', { path: tripzenUrl(baseURL, '/') });
  await dismissDocumentPrompt(agent);

  // Newest first, one at a time; focus moves into the popup.
  const first = agent.getByRole('dialog', { name: newer.title });
  await expect(first).toBeVisible();
  await expect(first).toContainText(newer.message);
  await expect(first.getByRole('link', { name: 'What agents say' })).toHaveAttribute('href', '/testimonials');
  await expect(first.getByRole('button', { name: 'Got it' })).toBeFocused();
  await expect(agent.getByRole('dialog')).toHaveCount(1);
  const dismissedFirst = agent.waitForResponse((response) =>
    response.url().includes('DismissPopupNotification'),
  );
  await first.getByRole('button', { name: 'Got it' }).click();
  expect((await dismissedFirst).status()).toBe(200);

  // Then the next one; Escape closes it as well.
  const second = agent.getByRole('dialog', { name: older.title });
  await expect(second).toBeVisible();
  await expect(second).toContainText(older.message);
  const dismissedSecond = agent.waitForResponse((response) =>
    response.url().includes('DismissPopupNotification'),
  );
  await agent.keyboard.press('Escape');
  expect((await dismissedSecond).status()).toBe(200);
  await expect(agent.getByRole('dialog')).toHaveCount(0);
  await expect(agent.getByRole('dialog', { name: withdrawn.title })).toHaveCount(0);

  // Dismissed for good: after a reload the popups are read again and none opens.
  const reread = agent.waitForResponse((response) => response.url().includes('GetPopupNotifications'));
  await agent.reload();
  expect((await reread).status()).toBe(200);
  await expect(agent.getByRole('heading', { level: 1, name: 'Search pad' })).toBeVisible();
  await agent.waitForTimeout(500);
  await expect(agent.getByRole('dialog')).toHaveCount(0);

  // The back office counts who closed each.
  await operator.reload();
  await expect(announcementRow(operator, newer.title).getByRole('cell').nth(3)).toHaveText('1');
  await expect(announcementRow(operator, older.title).getByRole('cell').nth(3)).toHaveText('1');
  await expect(announcementRow(operator, withdrawn.title).getByRole('cell').nth(3)).toHaveText('0');
});
