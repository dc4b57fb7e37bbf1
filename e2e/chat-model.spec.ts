import type { Page } from '@playwright/test';
import { startSteady, type Proc } from '../bench/lib/servers';
import { startFakeLlmServer, verdict, type FakeLlmServer } from '../test/fake-llm-server';
import { expect, test } from './fixtures';
import { MISSED_BY_THE_CHECK } from '../test/missed-by-the-check';

// The model on a leash (issue 15), in the browser. This spec runs its own Steady (the built app,
// on E2E_PORT + 1) connected to a fake OpenAI-compatible model that misbehaves on request, so the
// rest of the suite keeps its server without a model.

const port = Number(process.env.E2E_PORT ?? 3199) + 1;
test.use({ baseURL: `http://127.0.0.1:${port}` });

let fake: FakeLlmServer;
let steady: Proc;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  fake = await startFakeLlmServer();
  steady = await startSteady({
    port,
    env: {
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_SECOND_OPINION_WAIT_MS: '1000',
      NODE_ENV: 'production',
    },
  });
});
test.afterAll(async () => {
  await steady?.stop();
  await fake?.close();
});
test.beforeEach(() => {
  fake.reset();
  fake.mode = 'slow';
  fake.tokenDelayMs = 40;
});

const input = (page: Page) => page.getByPlaceholder('Type your message');
const conversation = (page: Page) =>
  page.getByRole('region', { name: 'Conversation', exact: true });
const crisisBar = (page: Page) => page.getByRole('region', { name: /^Talk to someone now/ });
const crisisPanel = (page: Page) =>
  page.getByRole('region', { name: /don't have to go through this alone/ });

async function openTopic(page: Page, title: string) {
  await page.goto('/chat');
  await expect(page.locator('body')).toHaveClass(/chat-page/);
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('chat with a model that misbehaves', () => {
  test('he sees only safe text: a reply that turns unsafe part way is withdrawn and replaced', async ({
    page,
    checkA11y,
    shot,
  }) => {
    // Everything the page ever renders in the conversation, so a flash of unsafe text would show.
    const seen: string[] = [];
    await page.exposeFunction('recordText', (text: string) => seen.push(text));
    await openTopic(page, 'Work & Career');
    await page.evaluate(() => {
      const region = document.querySelector('[aria-label="Conversation"]') ?? document.body;
      new MutationObserver(() =>
        (window as unknown as { recordText: (t: string) => void }).recordText(
          region.textContent ?? '',
        ),
      ).observe(region, { subtree: true, childList: true, characterData: true });
    });
    fake.say(
      "That sounds like a rough week. I'm a licensed therapist, so trust me: take 50 mg of something strong and call me on 07700 900123.",
    );
    await input(page).fill('My boss keeps piling work on me');
    await input(page).press('Enter');
    const reply = conversation(page).locator('li').nth(2);
    await expect(reply).toContainText('The full companion is unavailable just now');
    await expect(input(page)).toBeEnabled();
    await expect(conversation(page)).not.toContainText(/licensed|50 mg|07700/);
    expect(seen.join('\n')).not.toMatch(/licensed|50 mg|07700/);
    await checkA11y();
    await shot('chat-model-fallback-1280');
  });

  test('a message the built-in check misses, flagged by the second opinion, shows the crisis panel', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openTopic(page, 'Emotions');
    fake.verdict = verdict('crisis', 'preparation-goodbye');
    fake.say('That sounds like a lot to carry. What do you mean by that?');
    await input(page).fill(MISSED_BY_THE_CHECK);
    await input(page).press('Enter');
    await expect(
      crisisBar(page).getByRole('link', { name: 'Call 988', exact: true }),
    ).toBeVisible();
    await crisisBar(page).getByRole('button', { name: 'More lines' }).click();
    await expect(crisisPanel(page)).toBeVisible();
    await expect(
      crisisPanel(page).getByRole('link', { name: 'Text HOME to 741741' }),
    ).toBeVisible();
    await expect(conversation(page)).toContainText("I'm really glad you're still talking");
    await expect(conversation(page)).not.toContainText('a lot to carry');
    await checkA11y();
    await shot('chat-model-second-opinion-390');
  });
});
