import { expect, gotoAndSettle, test } from './fixtures';

// The everyday flows on a 390 × 844 phone (issue 22): a conversation that survives a look at the
// journal, a mood in one tap, and a breathing session whose Start is on screen.

test.use({ viewport: { width: 390, height: 844 } });

test.describe('phone flows', () => {
  test('a conversation survives a visit to the journal and back, and closing still clears it', async ({
    page,
    signUp,
  }) => {
    await signUp();
    await gotoAndSettle(page, '/chat');
    await expect(page.locator('body')).toHaveClass(/chat-page/);
    await page.getByRole('button', { name: /Work & Career/ }).click();
    const input = page.getByPlaceholder('Type your message');
    await input.fill('My manager keeps moving the goalposts');
    await input.press('Enter');
    const conversation = page.getByRole('region', { name: 'Conversation', exact: true });
    await expect(page.getByRole('button', { name: 'This reply was helpful' }).nth(1)).toBeVisible();
    const before = await conversation.getByRole('listitem').allTextContents();

    await page.getByRole('link', { name: 'Continue reflection in your private journal' }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByRole('button', { name: 'Start Writing' })).toBeVisible();
    await page.goBack();

    await expect(page.getByRole('heading', { level: 1, name: 'Work & Career' })).toBeVisible();
    await expect(conversation.getByRole('listitem')).toHaveText(before);
    // It carries on where it stopped: the next message goes out with the same history.
    await input.fill('Thanks, that helps');
    await input.press('Enter');
    await expect(conversation.getByRole('listitem')).toHaveCount(before.length + 2);

    await page.getByRole('button', { name: 'Close conversation' }).click();
    await page.getByRole('link', { name: 'Breathing Exercises' }).first().click();
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to talk about?' }),
    ).toBeVisible();
  });

  test('signed out, the journal link leads to sign-in and the conversation is still there after', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/chat');
    await expect(page.locator('body')).toHaveClass(/chat-page/);
    await page.getByRole('button', { name: /Stress & Anxiety/ }).click();
    await page.getByRole('link', { name: 'Continue reflection in your private journal' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Stress & Anxiety' })).toBeVisible();
    // A reload forgets it: the conversation is only ever in this page's memory.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to talk about?' }),
    ).toBeVisible();
  });

  test('a mood is saved in one tap from the dashboard, and from the signed-in home page', async ({
    page,
    signUp,
    checkA11y,
  }) => {
    await signUp();
    await gotoAndSettle(page, '/progress');
    const row = page.getByRole('group', { name: 'How are you feeling right now?' });
    await expect(
      page.getByText('Your first check-in takes one tap.', { exact: false }),
    ).toBeVisible();
    await checkA11y();
    const good = row.getByRole('button', { name: 'Good', exact: true });
    await good.click();
    await expect(page.getByText('Saved: Good. Thanks for checking in.')).toBeVisible();
    await expect(good).toHaveAttribute('aria-pressed', 'true');
    await expect(good).toBeFocused();
    // The toast sits at the top on a phone, clear of the thumb's reach.
    const toast = page.getByText('Your mood check-in has been recorded.', { exact: true });
    await expect(toast).toBeVisible();
    expect((await toast.boundingBox())?.y ?? 999).toBeLessThan(844 / 2);

    await page.getByRole('tab', { name: 'Mood Tracker' }).click();
    const latest = page.getByRole('list', { name: 'Latest check-ins' });
    await expect(latest.getByRole('listitem')).toHaveCount(1);
    await expect(latest.getByRole('listitem').first()).toContainText('Good');

    await gotoAndSettle(page, '/');
    await expect(page.getByRole('heading', { level: 2, name: /^Welcome back/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Your private journal/ })).toHaveAttribute(
      'href',
      '/journal',
    );
    await page
      .getByRole('group', { name: 'How are you feeling right now?' })
      .getByRole('button', { name: 'Great', exact: true })
      .click();
    await expect(page.getByText('Saved: Great. Thanks for checking in.')).toBeVisible();
    await checkA11y();
  });

  test('Start is on screen after choosing an exercise, and tapping the circle starts it', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/meditation');
    // Choose from the bottom of the list, as a thumb would after scrolling.
    const last = page.getByRole('button', { name: /^Deep Relaxation/ });
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByTestId('breathing-circle')).toBeInViewport();
    await page.getByTestId('breathing-circle-tap').click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.getByTestId('breathing-circle-tap').click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  test('the Get help dialog offers breathing or talking to someone who is struggling but safe', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/');
    const help = page.getByRole('button', { name: 'Get help now' });
    await expect(help).toContainText('Get help');
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'Get help now' });
    await expect(dialog.getByText('Struggling but safe?')).toBeVisible();
    await dialog.getByRole('link', { name: 'Breathe for two minutes' }).click();
    await expect(page).toHaveURL(/\/meditation$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe('breathing on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the "press Space" tip gives way to "tap the circle"', async ({ page }) => {
    await gotoAndSettle(page, '/meditation');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await page.getByRole('button', { name: /^Box Breathing/ }).tap();
    await expect(page.getByText('Tip: tap the circle to start or pause.')).toBeVisible();
    await expect(page.getByText(/Tip: press/)).toBeHidden();
  });
});
