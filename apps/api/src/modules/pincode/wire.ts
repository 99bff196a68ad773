import { COUNTRY_NAME } from '@ih/contract/enums';
import type { PincodeAnswer } from '@ih/contract/pincode';
import type { postOffices } from '../../db/schema/reference.ts';

type PostOfficeRow = typeof postOffices.$inferSelect;

/** The India Post API's answer shape, capitals and all, so a client written for it works unchanged. */
export function toPincodeAnswer(rows: PostOfficeRow[]): PincodeAnswer {
  if (rows.length === 0) return [{ Message: 'No records found', Status: 'Error', PostOffice: null }];
  return [
    {
      Message: `Number of pincode(s) found:${rows.length}`,
      Status: 'Success',
      PostOffice: rows.map((r) => ({
        Name: r.name,
        District: r.district,
        State: r.state,
        Country: COUNTRY_NAME,
        Pincode: r.pincode,
        Circle: r.circle,
        Division: r.division,
        Region: r.region,
      })),
    },
  ];
}
