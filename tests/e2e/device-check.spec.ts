import { expect, test } from './test';

/**
 * `/test`, the device check, in Chromium with its fake camera and microphone (the launch flags in
 * playwright.config.ts): a live preview, a moving level meter, the speaker question; and the
 * advice when the browser refuses access, finds no device, or cannot use media at all.
 */
test('a patient checks camera, microphone and speakers before a consultation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/test');
  await page.getByTestId('start-check').click();

  const preview = page.getByTestId('camera-preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('camera-check')).toHaveAttribute('data-status', 'ok');

  // Chromium's fake microphone plays a beep: the meter moves.
  await expect(page.getByTestId('microphone-check')).toHaveAttribute('data-status', 'ok');
  await expect.poll(async () => Number(await page.getByTestId('microphone-level').getAttribute('data-level')), { timeout: 10_000 }).toBeGreaterThan(0);

  await page.getByTestId('play-sound').click();
  await page.getByTestId('sound-not-heard').click();
  await expect(page.getByTestId('speakers-text')).toContainText('აუწიეთ ხმას');
  await page.getByTestId('play-sound').click();
  await page.getByTestId('sound-heard').click();
  await expect(page.getByTestId('speakers-check')).toHaveAttribute('data-status', 'ok');

  // Leaving the page stops the devices.
  const tracks = await page.evaluate(() => {
    const v = document.querySelector('[data-testid=camera-preview]') as HTMLVideoElement;
    (window as unknown as { __stream: MediaStream }).__stream = v.srcObject as MediaStream;
    return (v.srcObject as MediaStream).getTracks().map((t) => t.readyState);
  });
  expect(tracks).toEqual(['live']);
  await page.locator('header a[href="/"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __stream: MediaStream }).__stream.getTracks().map((t) => t.readyState))).toEqual(['ended']);
});

test('says why when access is refused or a device is missing, and checks again', async ({ page }) => {
  await page.addInitScript(() => {
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    let refusals = 1;
    navigator.mediaDevices.getUserMedia = (constraints?: MediaStreamConstraints) => {
      if (constraints?.video && refusals-- > 0) return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      if (constraints?.audio) return Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
      return original(constraints);
    };
  });
  await page.goto('/test');
  await page.getByTestId('start-check').click();
  await expect(page.getByTestId('camera-problem')).toHaveAttribute('data-problem', 'denied');
  await expect(page.getByTestId('camera-problem')).toContainText('ბოქლომის');
  await expect(page.getByTestId('microphone-problem')).toHaveAttribute('data-problem', 'missing');
  await expect(page.getByTestId('microphone-problem')).toContainText('მიკროფონი ვერ მოიძებნა');
  // Allowed now: the camera works on the second try.
  await page.getByTestId('camera-retry').click();
  await expect(page.getByTestId('camera-preview')).toBeVisible();
});

test('says so in a browser without camera and microphone support', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
  await page.goto('/test');
  await expect(page.getByTestId('device-unsupported')).toBeVisible();
  await expect(page.getByTestId('start-check')).toHaveCount(0);
});
