// Where nginx writes its access log (NGINX_ACCESS_LOG: off, a file, or by default this process's
// stdout). Lines reach stdout through a syslog socket: nginx cannot open /dev/stdout when it is a
// socket (as under a supervisor, or a test runner).
import dgram from 'node:dgram';
import path from 'node:path';

/** nginx's `access_log` value for the setting, and the syslog socket to close at the end, if any. */
export async function openAccessLog(setting = 'stdout') {
  if (setting === 'stdout') {
    const syslog = dgram.createSocket('udp4');
    syslog.on('message', (message) => {
      // "<190>Nov 22 23:40:01 nginx: 127.0.0.1 - - [...] ...": the line after the tag.
      process.stdout.write(`${message.toString().replace(/^<\d+>.*? nginx: /, 'nginx ')}\n`);
    });
    await new Promise((resolve) => syslog.bind(0, '127.0.0.1', resolve));
    return {
      accessLog: `syslog:server=127.0.0.1:${syslog.address().port},tag=nginx,nohostname`,
      syslog,
    };
  }
  return { accessLog: setting === 'off' ? 'off' : `"${path.resolve(setting)}"`, syslog: undefined };
}
