import { describe, expect, it } from 'vitest';
import { shareFromQuery } from './share-query';

describe('shareFromQuery', () => {
  it('names the game, its name and the optional text and id', () => {
    expect(shareFromQuery(new URLSearchParams('gameCode=10001&gameName=財神到&text=來玩&id=9'))).toEqual({
      gameCode: '10001',
      gameName: '財神到',
      text: '來玩',
      id: '9',
    });
  });

  it('falls back to the code as the name, and needs a code', () => {
    expect(shareFromQuery(new URLSearchParams('gameCode= 10002 '))).toEqual({ gameCode: '10002', gameName: '10002' });
    expect(shareFromQuery(new URLSearchParams('gameName=x'))).toBeNull();
  });

  it('bounds the text to a chat message', () => {
    expect(Array.from(shareFromQuery(new URLSearchParams(`gameCode=1&text=${'好'.repeat(150)}`))!.text!)).toHaveLength(100);
  });
});
