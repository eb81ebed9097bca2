/**
 * Times in the staff area are Pakistan time, whatever the device's own zone or the server's
 * (staff travel, and a laptop's clock may be set to another zone): a lead's time and day read the
 * same for everyone. The pages format instants in the zone; the API counts days and weeks with
 * its offset (Pakistan keeps no daylight saving time), in SQL too.
 */
export const STAFF_TIME_ZONE = 'Asia/Karachi';

/** Pakistan Standard Time, all year: UTC+5. */
export const STAFF_UTC_OFFSET_HOURS = 5;
