import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/protocol/common';
import { AppError } from '../../src/protocol/errors';
import { Invocations, localeWithFakes, settle, startUnderParent, user } from './shell-fakes';

const KA = { 'app.name': 'ონლაინ კლინიკა' };
const EN = { 'app.name': 'Online Clinic' };
const catalogue = (locale: Language) => (locale === 'ka' ? KA : EN);

function start(locale: Language = 'ka') {
  const calls = new Invocations();
  const world = { stored: locale as Language, documentLanguage: null as Language | null };
  const machine = localeWithFakes(calls, world);
  const started = startUnderParent(machine, { locale });
  /** Finishes the latest load with the messages of the language it asked for. */
  const finishLoad = async () => {
    const { locale: asked } = calls.inputs('load messages').at(-1) as { locale: Language };
    calls.resolve('load messages', catalogue(asked));
    await settle();
  };
  return { ...started, calls, world, finishLoad };
}

async function ready(locale: Language = 'ka') {
  const s = start(locale);
  await s.finishLoad();
  return s;
}

describe('the language at start-up', () => {
  it("loads the start language's messages and then marks the page with it", async () => {
    const { actor, calls, world, finishLoad } = start('en');
    expect(actor.getSnapshot().hasTag('loading messages')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', messages: null, signedIn: false });
    expect(calls.inputs('load messages')).toEqual([{ locale: 'en' }]);
    expect(world.documentLanguage).toBeNull();

    await finishLoad();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.messages).toEqual(EN);
    expect(world.documentLanguage).toBe('en');
  });

  it('tells the parent when the messages cannot load and tries again exactly 3 s later', async () => {
    const { actor, calls, clock, heard, finishLoad } = start();
    calls.reject('load messages', new AppError('network', 0));
    await settle();
    expect(actor.getSnapshot().hasTag('load failed')).toBe(true);
    expect(heard).toEqual([{ type: 'alert.show', kind: 'danger', messageId: 'locale.loadFailed' }]);

    clock.increment(2999);
    expect(actor.getSnapshot().hasTag('load failed')).toBe(true);
    expect(calls.count('load messages')).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('loading messages')).toBe(true);
    expect(calls.inputs('load messages')).toEqual([{ locale: 'ka' }, { locale: 'ka' }]);

    await finishLoad();
    expect(actor.getSnapshot().context.messages).toEqual(KA);
  });

  it('tries again at once when the person asks to', async () => {
    const { actor, calls, clock } = start();
    calls.reject('load messages', new AppError('network', 0));
    await settle();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().hasTag('loading messages')).toBe(true);
    expect(calls.count('load messages')).toBe(2);
    clock.increment(3000);
    expect(calls.count('load messages')).toBe(2);
  });
});

describe('switching the language', () => {
  it('stores the choice and loads the new messages, keeping the old ones on screen meanwhile, without saving for a visitor', async () => {
    const { actor, calls, world, finishLoad } = await ready('ka');
    actor.send({ type: 'user.switchLocale', locale: 'en' });
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', messages: KA });
    expect(actor.getSnapshot().hasTag('loading messages')).toBe(true);
    expect(world.stored).toBe('en');
    expect(calls.inputs('load messages').at(-1)).toEqual({ locale: 'en' });
    expect(calls.count('save language')).toBe(0);

    await finishLoad();
    expect(actor.getSnapshot().context.messages).toEqual(EN);
    expect(world.documentLanguage).toBe('en');
  });

  it("asks a signed-in person first, and changes nothing until they confirm", async () => {
    const { actor, calls, world } = await ready('ka');
    actor.send({ type: 'session.userChanged', user: user({ language: 'ka' }) });
    actor.send({ type: 'user.switchLocale', locale: 'en' });
    expect(actor.getSnapshot().hasTag('confirming language')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'ka', proposed: 'en' });
    expect(world.stored).toBe('ka');
    expect(calls.count('load messages')).toBe(1);
    expect(calls.count('save language')).toBe(0);
  });

  it('keeps the language when the signed-in person cancels', async () => {
    const { actor, calls, world } = await ready('ka');
    actor.send({ type: 'session.userChanged', user: user({ language: 'ka' }) });
    actor.send({ type: 'user.switchLocale', locale: 'en' });
    actor.send({ type: 'user.cancelLocale' });
    expect(actor.getSnapshot().hasTag('confirming language')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'ka', proposed: null });
    expect(world.stored).toBe('ka');
    expect(calls.count('load messages')).toBe(1);
    expect(calls.count('save language')).toBe(0);
  });

  it('stops asking when the person is signed out meanwhile', async () => {
    const { actor, calls } = await ready('ka');
    actor.send({ type: 'session.userChanged', user: user({ language: 'ka' }) });
    actor.send({ type: 'user.switchLocale', locale: 'en' });
    actor.send({ type: 'session.userChanged', user: null });
    expect(actor.getSnapshot().hasTag('confirming language')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'ka', proposed: null });
    expect(calls.count('save language')).toBe(0);
  });

  it("saves a signed-in person's confirmed choice as the account's language", async () => {
    const { actor, calls, heard, world } = await ready('ka');
    actor.send({ type: 'session.userChanged', user: user({ language: 'ka' }) });
    actor.send({ type: 'user.switchLocale', locale: 'en' });
    actor.send({ type: 'user.confirmLocale' });
    expect(actor.getSnapshot().hasTag('confirming language')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', proposed: null });
    expect(calls.inputs('load messages').at(-1)).toEqual({ locale: 'en' });
    expect(calls.inputs('save language')).toEqual([{ locale: 'en' }]);
    expect(actor.getSnapshot().matches({ saving: 'saving' })).toBe(true);
    expect(world.stored).toBe('en');

    calls.resolve('save language', null);
    await settle();
    expect(actor.getSnapshot().matches({ saving: 'idle' })).toBe(true);
    expect(heard).toEqual([]);
  });

  it('tells the parent when the choice cannot be saved, and keeps it locally', async () => {
    const { actor, calls, heard, world } = await ready('ka');
    actor.send({ type: 'session.userChanged', user: user({ language: 'ka' }) });
    actor.send({ type: 'user.switchLocale', locale: 'en' });
    actor.send({ type: 'user.confirmLocale' });
    calls.reject('save language', new AppError('network', 0));
    await settle();
    expect(actor.getSnapshot().matches({ saving: 'idle' })).toBe(true);
    expect(heard).toEqual([{ type: 'alert.show', kind: 'danger', messageId: 'locale.saveFailed' }]);
    expect(actor.getSnapshot().context.locale).toBe('en');
    expect(world.stored).toBe('en');
  });

  it('does nothing when the chosen language is already in use', async () => {
    const { actor, calls } = await ready('ka');
    actor.send({ type: 'session.userChanged', user: user({ language: 'ka' }) });
    const before = actor.getSnapshot();
    actor.send({ type: 'user.switchLocale', locale: 'ka' });
    expect(actor.getSnapshot().value).toEqual(before.value);
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(calls.count('load messages')).toBe(1);
    expect(calls.count('save language')).toBe(0);
  });
});

describe('the language and the account', () => {
  it("takes a signed-in person's own language over the local choice, without saving it back, and says so", async () => {
    const { actor, calls, heard, world, finishLoad } = await ready('ka');
    actor.send({ type: 'session.userChanged', user: user({ language: 'en' }) });
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', signedIn: true });
    expect(heard).toEqual([{ type: 'alert.show', kind: 'info', messageId: 'accountLanguage.switched' }]);
    expect(world.stored).toBe('en');
    expect(calls.inputs('load messages').at(-1)).toEqual({ locale: 'en' });
    expect(calls.count('save language')).toBe(0);
    await finishLoad();
    expect(world.documentLanguage).toBe('en');
  });

  it('reloads nothing and says nothing when the person already speaks the language in use', async () => {
    const { actor, calls, heard } = await ready('ka');
    actor.send({ type: 'session.userChanged', user: user({ language: 'ka' }) });
    expect(heard).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'ka', signedIn: true });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(calls.count('load messages')).toBe(1);
  });

  it('keeps the language after signing out, and no longer saves a switch', async () => {
    const { actor, calls, world, finishLoad } = await ready('ka');
    actor.send({ type: 'session.userChanged', user: user({ language: 'en' }) });
    await finishLoad();
    actor.send({ type: 'session.userChanged', user: null });
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', signedIn: false, messages: EN });
    expect(world.stored).toBe('en');
    expect(calls.count('load messages')).toBe(2);

    actor.send({ type: 'user.switchLocale', locale: 'ka' });
    expect(calls.count('save language')).toBe(0);
  });
});
