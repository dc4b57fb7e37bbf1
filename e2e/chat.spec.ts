import type { Page } from '@playwright/test';
import { expect, tabTo, test } from './fixtures';

// The server runs without LLM_BASE_URL, so the built-in companion answers: real streaming, real
// crisis check, no model.

const input = (page: Page) => page.getByPlaceholder('Type your message');
const conversation = (page: Page) =>
  page.getByRole('region', { name: 'Conversation', exact: true });
const crisisBar = (page: Page) => page.getByRole('region', { name: /^Talk to someone now/ });
const crisisPanel = (page: Page) =>
  page.getByRole('region', { name: /don't have to go through this alone/ });

/** The chat adds its body class once hydrated; before that the topic cards are inert HTML. */
async function openChat(page: Page) {
  await page.goto('/chat');
  await expect(page.locator('body')).toHaveClass(/chat-page/);
}

async function openTopic(page: Page, title: string) {
  await openChat(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'What would you like to talk about?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('chat', () => {
  test('pick a topic, send, watch the reply stream in, rate it, close', async ({
    page,
    checkA11y,
  }) => {
    const chunks: number[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/chat/stream'))
        chunks.push((await response.text()).split('\n\n').length);
    });
    await openTopic(page, 'Work & Career');
    await expect(page.getByText('Private & Anonymous Conversation')).toBeVisible();
    await expect(conversation(page)).toContainText("Hey there! I'm Steady");
    await expect(conversation(page)).toContainText('not a human and not a therapist');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await checkA11y();

    await input(page).fill('My boss keeps piling work on me and I am exhausted');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(input(page)).toBeDisabled();
    const reply = conversation(page).locator('li').nth(2);
    // The first words show before the whole reply has arrived.
    await expect(reply).toContainText(/\w+/);
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
    await expect(reply).toContainText('?');
    await expect(reply).toContainText('built-in companion');
    // The AI notice is said once, above the conversation; the companion's note does not repeat it.
    expect((await conversation(page).innerText()).match(/not a human/g)).toHaveLength(1);
    expect(chunks[0]).toBeGreaterThan(5);

    await reply.getByRole('button', { name: 'This reply was helpful' }).click();
    await expect(reply.getByText('Helpful', { exact: true })).toBeVisible();
    await expect(reply.getByRole('button', { name: /helpful|improvement/ })).toHaveCount(0);
    await expect(page.getByText('Thank you for your feedback', { exact: true })).toBeVisible();
    await checkA11y();

    await page.getByRole('button', { name: 'Close conversation' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to talk about?' }),
    ).toBeVisible();
    await openTopic(page, 'Work & Career');
    await expect(conversation(page)).not.toContainText('My boss keeps piling');
  });

  test('a crisis message keeps help in view until the chat is closed', async ({
    page,
    checkA11y,
  }) => {
    await openTopic(page, 'Emotions');
    await input(page).fill("honestly I don't want to wake up tomorrow");
    await input(page).press('Enter');
    await expect(crisisBar(page)).toBeVisible();
    await expect(
      crisisBar(page).getByRole('link', { name: 'Call 988', exact: true }),
    ).toHaveAttribute('href', 'tel:988');
    await expect(crisisBar(page).getByRole('link', { name: 'Text 988' })).toHaveAttribute(
      'href',
      /^sms:988/,
    );
    await expect(conversation(page)).toContainText('988');
    await checkA11y();

    // The full list opens from the bar.
    await crisisBar(page).getByRole('button', { name: 'More lines' }).click();
    await expect(crisisPanel(page)).toBeVisible();
    await expect(
      crisisPanel(page).getByRole('link', { name: 'Text HOME to 741741' }),
    ).toBeVisible();
    await expect(
      crisisPanel(page).getByRole('link', { name: 'Call 911', exact: true }),
    ).toHaveAttribute('href', 'tel:911');
    await checkA11y();

    // Crisis mode holds for the rest of the conversation.
    await expect(input(page)).toBeEnabled();
    await input(page).fill('ok');
    await input(page).press('Enter');
    await expect(conversation(page).locator('li')).toHaveCount(5);
    await expect(crisisBar(page)).toBeVisible();

    await page.getByRole('button', { name: 'Close conversation' }).click();
    await page.getByRole('button', { name: /Emotions/ }).click();
    await expect(crisisBar(page)).toHaveCount(0);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openChat(page);
    const stress = page.getByRole('button', { name: /Stress & Anxiety/ });
    await tabTo(page, stress, { limit: 40 });
    await expect(stress).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Stress & Anxiety' })).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.type("I can't switch off at night");
    await page.keyboard.press('Enter');
    const reply = conversation(page).locator('li').nth(2);
    await expect(reply).toContainText('?');
    await expect(input(page)).toBeFocused();

    // Tab from the input skips the disabled send button to the journal link; shift-tab back up
    // from the input reaches the reply's rating buttons.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('link', { name: /Continue reflection in your private journal/ }),
    ).toBeFocused();
    await input(page).focus();
    const thumbsDown = reply.getByRole('button', { name: 'This reply needs improvement' });
    await tabTo(page, thumbsDown, { limit: 10, key: 'Shift+Tab' });
    await expect(thumbsDown).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reply.getByText('Needs improvement')).toBeVisible();
    await expect(
      page.getByText("We'll work on improving our responses.", { exact: true }),
    ).toBeVisible();

    const close = page.getByRole('button', { name: 'Close conversation' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to talk about?' }),
    ).toBeFocused();
  });

  test('a signed-in conversation moves the chat achievements', async ({ page, signUp }) => {
    await signUp();
    await openTopic(page, 'Identity & Purpose');
    for (const message of ['I feel a bit lost lately', 'Not sure what I want', 'idk']) {
      await input(page).fill(message);
      await input(page).press('Enter');
      await expect(input(page)).toBeEnabled();
    }
    const achievements: { id: number; progress: number }[] = await (
      await page.request.get('/api/protected/achievements')
    ).json();
    expect(achievements.find((entry) => entry.id === 2)?.progress).toBe(10);
    const activity: { type: string; details: string }[] = await (
      await page.request.get('/api/protected/activity')
    ).json();
    expect(
      activity.some(
        (entry) => entry.type === 'chat' && entry.details === 'Talked about Identity & Purpose',
      ),
    ).toBe(true);
  });
});
