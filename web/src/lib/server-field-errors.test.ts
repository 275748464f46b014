import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it('keys the first message of each field by its path', () => {
    const body = JSON.stringify({
      message: 'End time must be after start time',
      issues: [
        { path: 'endTime', message: 'End time must be after start time' },
        { path: 'endTime', message: 'second' },
        { path: 'date', message: "The exhibit's date must be within the event's dates." },
      ],
    });
    expect(serverFieldErrors(new ApiError(400, body, 'Bad Request', 'x'))).toEqual({
      endTime: 'End time must be after start time',
      date: "The exhibit's date must be within the event's dates.",
    });
  });

  it('is empty for other errors and bodies', () => {
    expect(serverFieldErrors(new ApiError(500, 'oops', 'Error', undefined))).toEqual({});
    expect(serverFieldErrors(new ApiError(409, '{"message":"Ended"}', 'Conflict', 'Ended'))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
