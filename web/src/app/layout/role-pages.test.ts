import { paths } from '@common/paths';
import { describe, expect, it } from 'vitest';
import { homePageOf, mayEdit, mayOpenPage } from './role-pages';

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
});
