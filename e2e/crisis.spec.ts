import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Crisis help as a man on his own phone meets it: lines for his country, the emergency number
// first when someone is in danger now, and the call and text buttons on screen after the reply.

const input = (page: Page) => page.getByPlaceholder('Type your message');
const crisisBar = (page: Page) => page.getByRole('region', { name: /^Talk to someone now/ });

async function startChat(page: Page) {
  await page.goto('/chat');
  await expect(page.locator('body')).toHaveClass(/chat-page/);
  await page.getByRole('button', { name: /Emotions/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emotions' })).toBeVisible();
}

async function send(page: Page, message: string) {
  await input(page).fill(message);
  await input(page).press('Enter');
  await expect(crisisBar(page)).toBeVisible();
}

/** Whether the element's whole box lies inside the visible viewport. */
async function inViewport(page: Page, name: RegExp) {
  const box = await crisisBar(page).getByRole('link', { name }).first().boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}

test.describe('in the UK', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('the crisis bar and panel show Samaritans', async ({ page, checkA11y }) => {
    await startChat(page);
    await send(page, "I can't do this anymore, I want to end my life");
    await expect(
      crisisBar(page).getByRole('link', { name: 'Call 116 123', exact: true }),
    ).toHaveAttribute('href', 'tel:116123');
    await expect(crisisBar(page)).toContainText('Samaritans');
    await expect(page.getByRole('region', { name: 'Conversation', exact: true })).not.toContainText(
      '988',
    );
    await crisisBar(page).getByRole('button', { name: 'More lines' }).click();
    const panel = page.getByRole('region', { name: /don't have to go through this alone/ });
    await expect(panel.getByRole('link', { name: 'Call 999', exact: true })).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Lines for' })).toHaveValue('GB');
    await checkA11y();
  });
});

// His browser cannot place him in a country the app carries lines for: the US lines it falls back
// to would not work in Johannesburg, so the reply says where the rest of the world's are.
test.describe('in Johannesburg, on a US-English phone', () => {
  test.use({ locale: 'en-US', timezoneId: 'Africa/Johannesburg' });

  test('the crisis reply points to lines for other countries', async ({ page }) => {
    await startChat(page);
    await send(page, "I can't do this anymore, I want to end my life");
    const conversation = page.getByRole('region', { name: 'Conversation', exact: true });
    await expect(conversation).toContainText('Not in the US? These numbers may not work');
    await expect(conversation).toContainText('findahelpline.com');
  });
});

test.describe('in New York', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('the crisis reply gives the US lines alone', async ({ page }) => {
    await startChat(page);
    await send(page, "I can't do this anymore, I want to end my life");
    const conversation = page.getByRole('region', { name: 'Conversation', exact: true });
    await expect(conversation).toContainText('988');
    await expect(conversation).not.toContainText('findahelpline.com');
  });
});

test('a message about hurting someone else puts 911 first', async ({ page }) => {
  await startChat(page);
  await send(page, "I've got the knife in my hand and I'm scared I'm going to hurt my wife");
  const first = crisisBar(page).getByRole('link').first();
  await expect(first).toHaveText('Call 911');
  await expect(first).toHaveAttribute('href', 'tel:911');
  await expect(crisisBar(page).getByRole('link', { name: 'Call 988', exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('after a crisis message a call and a text link are on screen', async ({ page }) => {
    await startChat(page);
    // Some ordinary turns first, so the conversation is longer than the screen.
    for (const message of ['work has been rough', 'my back hurts too', 'sleep is bad']) {
      await input(page).fill(message);
      await input(page).press('Enter');
      await expect(input(page)).toBeEnabled();
    }
    await send(page, 'I keep thinking everyone would be better off if I was gone for good');
    await expect(input(page)).toBeEnabled();
    expect(await inViewport(page, /^Call /)).toBe(true);
    expect(await inViewport(page, /^Text /)).toBe(true);
    // Viewport only: what he sees without scrolling.
    await page.screenshot({ path: 'test-results/screens/crisis-phone.png' });
  });
});
