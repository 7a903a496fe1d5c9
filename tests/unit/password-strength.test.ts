import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../server/errors.js';
import { assertStrongPassword } from '../../server/modules/auth/password-strength.js';

const person = { name: 'Claudine Uwase', email: 'claudine.uwase@example.rw' };

describe('assertStrongPassword', () => {
  it.each(['password', '12345678', 'Password1', 'qwertyuiop', 'azertyuiop', 'iloveyou', 'Claudine2026', 'uwase123', 'claudine.uwase@example.rw', 'isoko2026'])(
    'refuses %j on the given field',
    async (password) => {
      const refusal = await assertStrongPassword(password, person, { field: 'newPassword' }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ValidationError);
      expect(refusal).toMatchObject({ field: 'newPassword', message: expect.stringMatching(/^This password is too easy to guess\./) });
    },
    20_000,
  );

  it.each(['Umuhinzi#2026', 'Ubuki&Amata-Inka7', 'Kigali#2026'])('accepts %j', async (password) => {
    await expect(assertStrongPassword(password, person, { field: 'password' })).resolves.toBeUndefined();
  });

  it.each([
    ['en', /^This password is too easy to guess\./],
    ['rw', /^Iri jambo ry'ibanga riroroshye gukekwa\./],
    ['fr', /^Ce mot de passe est trop facile à deviner\./],
  ] as const)('explains the refusal in %s', async (language, message) => {
    await expect(assertStrongPassword('password', person, { field: 'password', language })).rejects.toMatchObject({ message: expect.stringMatching(message) });
  });
});
