import { misnamedParts, translationShapes } from '@site/i18n/testing';
import { join } from 'node:path';
import remote from '../remote';
import { APP } from './index';
import { enServices } from './en/services';
import urServices from './ur/services';

describe('marketing messages', () => {
  it('is registered under the remote’s name, each part, its Urdu module and chunk named after its module', async () => {
    expect(APP).toBe(remote.name);
    expect(await misnamedParts(APP, join(__dirname, 'en'))).toEqual([]);
  });

  it('has every part of the English catalogue in Urdu, with the same keys, message functions and lists, none blank', async () => {
    const { en, translation } = await translationShapes(APP, join(__dirname, 'en'), 'ur');
    expect(Object.keys(en).length).toBeGreaterThan(10);
    expect(translation).toEqual(en);
  });

  it('keeps product and technology names in Latin script', () => {
    expect(urServices.items.laravel.title).toBe('Laravel');
    expect(urServices.items.react.technologies).toEqual(enServices.items.react.technologies);
  });
});
