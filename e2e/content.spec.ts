import { expect, gotoAndSettle, test } from './fixtures';

const OWN_PAGES = [
  ['home', '/'],
  ['resources', '/resources'],
  ['module', '/resources/modules/stress-responses'],
  ['module-placeholder', '/resources/modules/not-written-yet'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['about-founder', '/about-founder'],
  ['safety', '/safety'],
] as const;

test.describe('home', () => {
  test('has every section of the spec', async ({ page, checkA11y }) => {
    await gotoAndSettle(page, '/');
    const main = page.getByRole('main');
    // One name per action (issue 22): the hero's buttons and the tool cards' calls to action
    // share the spec's labels, and every one of them leads to the same place.
    for (const [name, href] of [
      ['Start Talking', '/chat'],
      ['My Steady', '/progress'],
    ] as const) {
      const links = main.getByRole('link', { name, exact: true });
      expect(await links.count()).toBeGreaterThanOrEqual(2);
      for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
    }
    for (const name of [
      'Why Mental Health Matters for Men',
      'Why it Exists',
      'How it Works',
      '4-7-8 Technique',
      'About Our AI',
    ]) {
      await expect(main.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    for (const name of [
      'AI Chat Support',
      'Breathing Exercises',
      'Progress Tracking',
      'Start a Chat',
      'Speak Freely',
      'Gain Insights',
    ]) {
      await expect(main.getByRole('heading', { name, level: 3 })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Try Breathing Exercises' })).toHaveAttribute(
      'href',
      '/meditation',
    );
    await expect(main.getByRole('link', { name: 'Read the founder story' })).toHaveAttribute(
      'href',
      '/about-founder',
    );
    await expect(main).toContainText('does not replace professional therapy');
    await checkA11y();
  });

  test('the statistics carousel works by keyboard and loops', async ({ page }) => {
    await gotoAndSettle(page, '/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const current = carousel.locator('[aria-roledescription="slide"]:visible');
    await expect(current).toHaveAttribute('aria-label', '1 of 6');
    await expect(current).toContainText('3.5x');

    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', '2 of 6');
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', '3 of 6');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('aria-label', '6 of 6');
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', '1 of 6');

    await carousel.getByRole('button', { name: 'Slide 4: 1 in 8' }).click();
    await expect(current).toContainText('1 in 8 men experience depression or anxiety');
    // While focus is inside, the slides hold still (WCAG 2.2.2); the live region then speaks.
    await expect(carousel.locator('#stat-slides')).toHaveAttribute('aria-live', 'polite');
  });

  test('the carousel advances on its own, stops when paused, and never moves under reduced motion', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoAndSettle(page, '/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const current = carousel.locator('[aria-roledescription="slide"]:visible');
    await page.mouse.move(0, 0);
    await page.clock.fastForward(7500);
    await expect(current).toHaveAttribute('aria-label', '2 of 6');

    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.clock.fastForward(20_000);
    await expect(current).toHaveAttribute('aria-label', '2 of 6');
    await expect(
      carousel.getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.clock.fastForward(20_000);
    await expect(current).toHaveAttribute('aria-label', '1 of 6');
    await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
  });

  test('the 4-7-8 circle runs an 8 s cycle, and holds still under reduced motion', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/');
    const circle = page.locator('.breathing-478-circle').first();
    await expect(circle).toHaveCSS('animation-duration', '8s');
    await expect(circle).toHaveCSS('animation-name', 'steady-478-circle');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(circle).toHaveCSS('animation-name', 'none');
  });
});

test.describe('resources and modules', () => {
  test('resources lists six modules, three myths and safe external links', async ({
    page,
    checkA11y,
  }) => {
    await gotoAndSettle(page, '/resources');
    const modules = page.getByRole('region', { name: 'Micro-learning modules' }).getByRole('link');
    await expect(modules).toHaveCount(6);
    await expect(
      page.getByRole('region', { name: 'Myth busters' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'Find professional help' }).getByRole('link'),
    ).toHaveCount(2);
    const external = page.locator('main a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(8);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await checkA11y();
  });

  test('opening a module shows a spinner, then the article and its tools', async ({
    page,
    checkA11y,
  }) => {
    await gotoAndSettle(page, '/resources');
    await page.getByRole('link', { name: 'Understanding Stress Responses' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading module' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Understanding Stress Responses' }),
    ).toBeVisible();
    await expect(page.getByText('5 min read')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sources' })).toBeVisible();
    const related = page.getByRole('navigation', { name: 'Related Modules' }).getByRole('link');
    await expect(related).toHaveText([
      'Understanding Stress Responses',
      'Healthy Communication',
      'Anger Management Techniques',
    ]);
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    await checkA11y();
  });

  test('Download as Text saves title, description and tag-free content under the hyphenated title', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/resources/modules/work-stress');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as Text' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('managing-work-stress.txt');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('Managing Work Stress\n\nSpotting burnout before it takes hold')).toBe(
      true,
    );
    expect(text).toContain('Pressure, stress and burnout');
    expect(text).toContain('- exhaustion: feeling drained');
    expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
  });

  test('the font size toggles between normal and large', async ({ page }) => {
    await gotoAndSettle(page, '/resources/modules/sleep-mood-connection');
    const body = page.locator('.module-body');
    const normal = await body.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    await page.getByRole('button', { name: 'Increase Font Size' }).click();
    await expect(body).toHaveAttribute('data-font-size', 'large');
    const large = await body.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(large).toBeGreaterThan(normal);
    await page.getByRole('button', { name: 'Decrease Font Size' }).click();
    await expect(body).toHaveAttribute('data-font-size', 'normal');
  });

  test('Print Module prints the article without the site chrome', async ({ page }) => {
    await gotoAndSettle(page, '/resources/modules/anger-management');
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print Module' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Module tools' })).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Anger Management Techniques' }),
    ).toBeVisible();
  });

  test('an unknown module shows the under-development placeholder', async ({ page }) => {
    await gotoAndSettle(page, '/resources/modules/not-written-yet');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Module Under Development' }),
    ).toBeVisible();
    await expect(page.getByText('check back soon')).toBeVisible();
  });

  test('reading a module while signed in records a resource activity', async ({ page, signUp }) => {
    await signUp();
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/protected/resources/read'));
    await gotoAndSettle(page, '/resources/modules/exercise-mental-health');
    const response = await recorded;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ moduleId: 'exercise-mental-health' });
    const activity = await (await page.request.get('/api/protected/activity')).json();
    expect(JSON.stringify(activity)).toContain('resource');
  });

  test('modules are readable without JavaScript, with their own head', async ({ request }) => {
    const html = await (await request.get('/resources/modules/healthy-communication')).text();
    expect(html).toContain('<title>Healthy Communication');
    expect(html).toMatch(
      /<link rel="canonical" href="[^"]+\/resources\/modules\/healthy-communication"/,
    );
    expect(html).toContain('"@type":"Article"');
    expect(html).toMatch(/<h1[^>]*>Healthy Communication<\/h1>/);
    expect(html).toContain('Listening so people feel heard');
  });
});

test.describe('legal, founder and safety pages', () => {
  // Read when the page is, not when the file loads: a run that crosses midnight read yesterday.
  const today = () =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(
      new Date(),
    );

  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    test(`${title} shows today as Last Updated and the contact address`, async ({
      page,
      checkA11y,
    }) => {
      await gotoAndSettle(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(`Last Updated: ${today()}`)).toBeVisible();
      await expect(page.locator('main a[href^="mailto:"]').first()).toHaveAttribute(
        'href',
        'mailto:hello@steady.example',
      );
      await checkA11y();
    });
  }

  test('the privacy policy tells how visitors are counted and what a model provider may keep', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/privacy');
    const main = page.getByRole('main');
    await expect(main).toContainText('argon2id');
    await expect(main).toContainText('salt');
    await expect(main).toContainText('do not store your IP address');
    await expect(main).toContainText('provider may keep request data');
    await expect(main).toContainText('stored only on your own device');
  });

  test('the founder story is told in the first person', async ({ page, checkA11y }) => {
    await gotoAndSettle(page, '/about-founder');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet the Founder' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText("That's what Steady is.");
    await checkA11y();
  });

  test('safety publishes the protocol and callable crisis lines', async ({ page, checkA11y }) => {
    await gotoAndSettle(page, '/safety');
    const main = page.getByRole('main');
    // His own country's lines come first (Canada's 988 follows among the other countries).
    await expect(main.getByRole('link', { name: 'Call 988', exact: true }).first()).toHaveAttribute(
      'href',
      'tel:988',
    );
    await expect(main.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      /^sms:741741/,
    );
    await expect(main.getByRole('link', { name: 'Text 838255' })).toHaveAttribute(
      'href',
      'sms:838255',
    );
    await expect(main.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    // Other countries' main lines follow his own (UK and Ireland share Samaritans' number).
    await expect(main.getByRole('link', { name: 'Call 116 123' }).first()).toHaveAttribute(
      'href',
      'tel:116123',
    );
    await expect(main).toContainText('not a human');
    await expect(main).toContainText('The AI model is not asked');
    // Each line is a heading, so a screen-reader user can jump between them.
    await expect(
      main.getByRole('heading', { level: 3, name: '988 Suicide & Crisis Lifeline' }),
    ).toBeVisible();
    // The levels, the kinds of risk and the measured figures from the frozen test split.
    await expect(main.getByRole('heading', { name: 'How the check decides' })).toBeVisible();
    await expect(main).toContainText('Are you thinking about ending your life?');
    await expect(main.getByRole('rowheader', { name: 'Urges to hurt someone else' })).toBeVisible();
    await expect(
      main.getByText(/of messages showing risk were caught \(\d+ of \d+\)/),
    ).toBeVisible();
    await checkA11y();
  });
});

test.describe('screenshots', () => {
  for (const [name, path] of OWN_PAGES) {
    test(`${name} at phone and desktop widths`, async ({ page, shot, checkA11y }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoAndSettle(page, path);
      await page.waitForTimeout(700);
      await shot(`content-${name}-390`);
      await checkA11y();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForTimeout(200);
      await shot(`content-${name}-1280`);
    });
  }
});

test.describe('dark theme', () => {
  // One test per page, so each axe run has its own time budget on a busy machine.
  for (const [name, path] of OWN_PAGES) {
    test(`${name} is axe clean in dark mode`, async ({ page, checkA11y, shot }) => {
      await page.addInitScript(() => localStorage.setItem('steady-theme', 'dark'));
      await gotoAndSettle(page, path);
      await page.waitForTimeout(700);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await checkA11y();
      if (name === 'home' || name === 'module') await shot(`content-${name}-dark-1280`);
    });
  }
});
