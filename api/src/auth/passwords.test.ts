import { argon2i, argon2id, hash } from 'argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, normalizePassword, passwordMessages } from '@site/staff';
import {
  checkPassword,
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import { randomToken } from './tokens';

/** The problems found in a password, in order ([] when it is accepted). */
function problems(password: string, username?: string) {
  const result = checkPassword(password, username);
  return result.ok ? [] : result.problems.map(({ problem }) => problem);
}

/** A password of `length` characters that breaks no other rule. */
function longPassword(length: number): string {
  let text = '';
  while (text.length < length) text += randomToken().replace(/[-_]/g, '');
  return text.slice(0, length);
}

describe('checkPassword: length', () => {
  it('accepts 12 to 128 characters', () => {
    expect(checkPassword('seven purple otters dance')).toEqual({ ok: true });
    expect(problems('Kj8#mP2$vL9q')).toEqual([]);
    expect(problems(longPassword(PASSWORD_MIN_LENGTH))).toEqual([]);
    expect(problems(longPassword(PASSWORD_MAX_LENGTH))).toEqual([]);
  });

  it('refuses fewer than 12 with its message', () => {
    expect(checkPassword('Kj8#mP2$vL9')).toEqual({
      ok: false,
      problems: [{ problem: 'tooShort', message: 'Use at least 12 characters.' }],
    });
    expect(problems('')).toEqual(['tooShort']);
  });

  it('refuses more than 128, and looks no further', () => {
    expect(checkPassword(longPassword(PASSWORD_MAX_LENGTH + 1))).toEqual({
      ok: false,
      problems: [{ problem: 'tooLong', message: 'Use at most 128 characters.' }],
    });
    expect(problems(`password${'1'.repeat(200)}`, 'password')).toEqual(['tooLong']);
  });

  it('counts code points, not UTF-16 units', () => {
    const eleven = '🦊🐙🦉🐢🦋🐝🦀🐬🦒🐘🦔'; // 22 UTF-16 units
    expect(problems(eleven)).toEqual(['tooShort']);
    expect(problems(`${eleven}🐧`)).toEqual([]);
    expect(problems('🦊🐙🦉🐢'.repeat(32))).toEqual([]); // 128 code points, 256 units
  });

  it('counts after NFKC normalisation', () => {
    // "é" written as e + combining accent is one character once composed: 17 code points, 11 after.
    expect(problems(`${'e\u0301'.repeat(6)}abcde`)).toEqual(['tooShort']);
    // U+FDFA is one code point that NFKC spells out in 18: 8 code points typed, 144 counted.
    expect(problems('\uFDFA'.repeat(8))).toEqual(['tooLong']);
  });

  it('accepts any characters, with no composition rules', () => {
    expect(problems('all lower case words here')).toEqual([]);
    expect(problems('میرا پاس ورڈ بہت لمبا ہے')).toEqual([]);
    expect(problems('739201846573')).toEqual([]);
  });
});

describe('checkPassword: username', () => {
  it('refuses a password containing the username, whatever the case', () => {
    expect(checkPassword('Ayesha rides a bicycle', 'ayesha')).toEqual({
      ok: false,
      problems: [{ problem: 'containsUsername', message: "Don't use your username in your password." }],
    });
    expect(problems('my name is AYESHA.MALIK', 'Ayesha.Malik')).toEqual(['containsUsername']);
  });

  it('compares after NFKC normalisation', () => {
    expect(problems('ＡＹＥＳＨＡ rides a bicycle', 'ayesha')).toEqual(['containsUsername']);
    expect(problems('the cafe\u0301 on the corner', 'café')).toEqual(['containsUsername']);
  });

  it('checks usernames of 3 characters or more only', () => {
    expect(problems('quality time at noon', 'ali')).toEqual(['containsUsername']);
    expect(problems('always pale blue skies', 'al')).toEqual([]);
    expect(problems('always pale blue skies', '')).toEqual([]);
    expect(problems('always pale blue skies')).toEqual([]);
  });
});

describe('checkPassword: common passwords', () => {
  const tooCommon = { problem: 'tooCommon', message: passwordMessages.tooCommon };

  it('has the message of the policy', () => {
    expect(passwordMessages.tooCommon).toBe(
      'This password is too common: it appears in lists of leaked passwords. Choose another.',
    );
  });

  it.each(['1qaz2wsx3edc', '123456789012', 'qwerty123456', 'SUPERNATURAL', 'Administrator'])(
    'refuses the listed %s, whatever the case',
    (password) => {
      expect(checkPassword(password)).toEqual({ ok: false, problems: [tooCommon] });
    },
  );

  it.each(['qwertyqwerty', 'QwertyQWERTY', '123456123456', 'monkeymonkeymonkey', 'abc123abc123abc123'])(
    'refuses a listed password repeated: %s',
    (password) => {
      expect(problems(password)).toEqual(['tooCommon']);
    },
  );

  it.each([
    'password123456',
    'Password123!',
    'P@ssw0rd!!!!',
    'iloveyou2024!',
    'monkeymonkey2024',
    'dragon #1 2024',
  ])('refuses a listed password followed by digits and symbols only: %s', (password) => {
    expect(problems(password)).toEqual(['tooCommon']);
  });

  it('refuses one character repeated', () => {
    expect(problems('aaaaaaaaaaaa')).toEqual(['tooCommon']);
    expect(problems(' '.repeat(12))).toEqual(['tooCommon']);
  });

  it('compares after NFKC normalisation', () => {
    expect(problems('ｐａｓｓｗｏｒｄ１２３４５６')).toEqual(['tooCommon']);
  });

  it('reports a short common password as both', () => {
    expect(problems('password')).toEqual(['tooShort', 'tooCommon']);
    expect(problems('ayesha123456', 'ayesha')).toEqual(['containsUsername', 'tooCommon']);
  });

  it('keeps the rule simple: letters after the word, or anything before it, make it another password', () => {
    expect(problems('qwertyuiop-lamp')).toEqual([]);
    expect(problems('correct horse battery staple')).toEqual([]);
    expect(problems('the password123')).toEqual([]);
  });
});

describe('normalizePassword', () => {
  it('is NFKC', () => {
    expect(normalizePassword('cafe\u0301')).toBe('café');
    expect(normalizePassword('ｐａｓｓ')).toBe('pass');
    expect(normalizePassword('plain')).toBe('plain');
  });
});

describe('hashPassword and verifyPassword', () => {
  it("makes argon2id hashes with OWASP's parameters and a random salt", async () => {
    const first = await hashPassword('seven purple otters dance');
    const second = await hashPassword('seven purple otters dance');
    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    const params = first.split('$')[3]?.split(',').sort();
    expect(params).toEqual(['m=19456', 'p=1', 't=2']);
    expect(first).not.toBe(second);
    expect(needsRehash(first)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('seven purple otters dance');
    await expect(verifyPassword('seven purple otters dance', stored)).resolves.toBe(true);
    await expect(verifyPassword('seven purple otters dance ', stored)).resolves.toBe(false);
    await expect(verifyPassword('Seven purple otters dance', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('verifies the same password typed in another Unicode form', async () => {
    const stored = await hashPassword('un café sur la place');
    await expect(verifyPassword('un cafe\u0301 sur la place', stored)).resolves.toBe(true);
  });

  it('answers false, without throwing, for anything that is not an argon2id hash of ours', async () => {
    const stored = await hashPassword('seven purple otters dance');
    const [, , version, params, salt, digest] = stored.split('$');
    const malformed = [
      '',
      'seven purple otters dance',
      '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy', // bcrypt
      stored.slice(0, -10),
      `${stored}$`,
      stored.replace('argon2id', 'argon2d'),
      `$argon2id$${version}$m=4294967295,t=2,p=1$${salt}$${digest}`, // would allocate 4 TiB
      `$argon2id$${version}$m=19456,m=19456,p=1$${salt}$${digest}`,
      `$argon2id$v=16$${params}$${salt}$${digest}`,
      `$argon2id$${version}$${params}$AAAA$${digest}`, // a 3-byte salt
    ];
    for (const value of malformed) {
      await expect(verifyPassword('seven purple otters dance', value)).resolves.toBe(false);
    }
    const argon2iHash = await hash('seven purple otters dance', { type: argon2i });
    await expect(verifyPassword('seven purple otters dance', argon2iHash)).resolves.toBe(false);
  });
});

describe('needsRehash', () => {
  it('is true for hashes made with other parameters', async () => {
    const password = 'seven purple otters dance';
    const older = await hash(password, { type: argon2id, memoryCost: 19_456, timeCost: 1, parallelism: 1 });
    expect(needsRehash(older)).toBe(true);
    // Still verifiable: the hash carries its parameters, so the next sign-in can replace it.
    await expect(verifyPassword(password, older)).resolves.toBe(true);
    const wider = await hash(password, { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 2 });
    expect(needsRehash(wider)).toBe(true);
    const shorter = await hash(password, {
      type: argon2id,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
      hashLength: 16,
    });
    expect(needsRehash(shorter)).toBe(true);
  });

  it('is true for anything that is not a hash of ours', () => {
    expect(needsRehash('')).toBe(true);
    expect(needsRehash('$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy')).toBe(true);
  });
});

describe('the dummy hash', () => {
  it('is made once, with the parameters of real hashes, so verifying against it costs the same', async () => {
    const first = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(first);
    expect(needsRehash(first)).toBe(false);
  });

  it('never matches', async () => {
    await expect(verifyAgainstDummy('seven purple otters dance')).resolves.toBe(false);
    await expect(verifyAgainstDummy('')).resolves.toBe(false);
  });
});
