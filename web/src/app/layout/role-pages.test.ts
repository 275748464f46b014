import { paths } from '@common/paths';
import { describe, expect, it } from 'vitest';
import { homePageOf, mayEdit, mayOpenPage, mayRunWaitingList } from './role-pages';

describe('the admin pages of each role', () => {
  it('offers the door only the scan page, where it lands', () => {
    expect(mayOpenPage('door', 'adminScan')).toBe(true);
    for (const page of ['adminDashboard', 'adminEvent', 'adminStaff'] as const)
      expect(mayOpenPage('door', page)).toBe(false);
    expect(homePageOf('door')).toBe(paths.adminScan);
  });

  it('offers the Staff screen to owners only', () => {
    expect(mayOpenPage('owner', 'adminStaff')).toBe(true);
    expect(mayOpenPage('organiser', 'adminStaff')).toBe(false);
    expect(mayOpenPage('viewer', 'adminStaff')).toBe(false);
    expect(mayOpenPage('viewer', 'adminEvent')).toBe(true);
    expect(homePageOf('viewer')).toBe(paths.adminDashboard);
  });

  it('lets owners and organisers edit, not viewers', () => {
    expect(mayEdit('owner')).toBe(true);
    expect(mayEdit('organiser')).toBe(true);
    expect(mayEdit('viewer')).toBe(false);
    expect(mayEdit('door')).toBe(false);
  });

  it('lets owners and organisers run a waiting list, not viewers nor the door', () => {
    expect(mayRunWaitingList('owner')).toBe(true);
    expect(mayRunWaitingList('organiser')).toBe(true);
    expect(mayRunWaitingList('viewer')).toBe(false);
    expect(mayRunWaitingList('door')).toBe(false);
    expect(mayRunWaitingList(undefined)).toBe(false);
  });
});
