import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

const PASSWORD = 'a-long-passphrase';
let counter = 0;
const freshName = () => `auth${Date.now().toString(36)}${(counter += 1)}`;

function accountMenu(page: Page, username: string) {
  return page.getByRole('banner').getByRole('button', { name: `Account menu for ${username}` });
}

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(toast).toContainText(description);
}

test.describe('accounts', () => {
  test('sign up, see the username, log out, log in, reload and stay logged in', async ({
    page,
    checkA11y,
  }) => {
    const username = freshName();
    await gotoAndSettle(page, '/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Email (Optional)').fill(`${username}@example.com`);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, 'Registration successful', `Welcome to Steady, ${username}!`);
    await expect(accountMenu(page, username)).toContainText(username);
    await checkA11y();

    await accountMenu(page, username).click();
    await expect(page.getByRole('menu')).toContainText(`Logged in as ${username}`);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await fillLogin(page, username, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, 'Login successful', `Welcome back, ${username}!`);

    await page.reload();
    await expect(accountMenu(page, username)).toBeVisible();
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page, username)).toBeVisible();
  });

  test('a wrong password gets the server’s message and no session', async ({ page, signUp }) => {
    const { username } = await signUp(freshName());
    await page.context().clearCookies();
    await gotoAndSettle(page, '/auth');
    await fillLogin(page, username, 'not-the-password');
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  });

  test('shows the validation messages verbatim', async ({ page, checkA11y }) => {
    await gotoAndSettle(page, '/auth');
    await fillLogin(page, 'ab', '12345');
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await checkA11y();

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill('xy');
    await page.getByLabel('Password').fill('123');
    await page.getByLabel('Email (Optional)').fill('not-an-email');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByLabel('Email (Optional)')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y();
  });

  test('signs up with the keyboard alone', async ({ page }) => {
    const username = freshName();
    await gotoAndSettle(page, '/auth');
    const loginTab = page.getByRole('tab', { name: 'Login' });
    for (
      let i = 0;
      i < 40 && !(await loginTab.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(loginTab).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();

    const username_ = page.getByLabel('Username');
    for (
      let i = 0;
      i < 3 && !(await username_.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(username_).toBeFocused();
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email (Optional)')).toBeFocused();
    await page.keyboard.press('Tab');
    const remember = page.getByRole('checkbox', { name: 'Stay signed in on this device' });
    await expect(remember).toBeFocused();
    await page.keyboard.press('Space');
    await expect(remember).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(remember).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page, username)).toBeVisible();
  });

  test('downloads the user’s data and deletes the account from the user menu', async ({
    page,
    signUp,
    checkA11y,
  }) => {
    const { username, password } = await signUp(freshName());
    await gotoAndSettle(page, '/');

    await accountMenu(page, username).click();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download my data' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^steady-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.user.username).toBe(username);
    expect(data.activities.map((a: { details: string }) => a.details)).toContain(
      'Created your account',
    );

    await accountMenu(page, username).click();
    await page.getByRole('menuitem', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await checkA11y();
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/Type your username/).fill(username);
    await confirm.click();

    await expectToast(
      page,
      'Account deleted',
      'Your account and all of its data have been deleted.',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    // The page stays usable after the dialog closes (no leftover pointer-events lock).
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await fillLogin(page, username, password);
    await expectToast(page, 'Login failed', 'Invalid username or password');
  });

  for (const width of [390, 1280]) {
    test(`auth screen at ${width}px passes axe and is captured for review`, async ({
      page,
      checkA11y,
      shot,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoAndSettle(page, '/auth');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Login to Your Account' }),
      ).toBeVisible();
      const welcome = page.getByRole('heading', { name: 'Welcome to Steady' });
      if (width >= 1024) {
        await expect(welcome).toBeVisible();
        for (const card of [
          'Privacy-Focused',
          'Progress Tracking',
          'Research-Backed',
          '24/7 Available',
        ]) {
          await expect(page.getByRole('heading', { name: card })).toBeVisible();
        }
      } else {
        await expect(welcome).toBeHidden();
      }
      await checkA11y();
      await shot(`auth-login-${width}`);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
      await checkA11y();
      await shot(`auth-signup-errors-${width}`);
    });
  }
});
