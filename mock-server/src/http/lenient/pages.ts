import { providerEndpoint } from './fresh-install';

/**
 * The HTML a CodeIgniter provider prints: its 404 page for a path it has no route for, and the PHP
 * notice block it prints before the JSON when a request reads a field that is not there (the views
 * `errors/html/error_404.php` and `error_php.php` of CodeIgniter 3; docs/decisions/009).
 */

/** CodeIgniter's 404 page, CSS braces included (a reader looking for the first `{` must cope). */
export const NOT_FOUND_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>404 Page Not Found</title>
<style type="text/css">

::selection { background-color: #E13300; color: white; }
::-moz-selection { background-color: #E13300; color: white; }

body {
	background-color: #fff;
	margin: 40px;
	font: 13px/20px normal Helvetica, Arial, sans-serif;
	color: #4F5155;
}

h1 {
	color: #444;
	background-color: transparent;
	border-bottom: 1px solid #D0D0D0;
	font-size: 19px;
	font-weight: normal;
	margin: 0 0 14px 0;
	padding: 14px 15px 10px 15px;
}

#container {
	margin: 10px;
	border: 1px solid #D0D0D0;
	box-shadow: 0 0 8px #D0D0D0;
}
</style>
</head>
<body>
	<div id="container">
		<h1>404 Page Not Found</h1>
		<p>The page you requested was not found.</p>	</div>
</body>
</html>`;

/**
 * The property the `n`-th notice of the share names on the call at `url`: one its controller reads
 * without checking (`provider-api.ts`), in turn; none for a call that reads no such property.
 */
export function sharedNoticeProperty(n: number, url: string): string | undefined {
  const path = (url.split('?', 1)[0] ?? '').replace(/^\//, '');
  const reads = Object.entries(providerEndpoint(path)?.reads ?? {})
    .filter(
      ([, read]) => read === 'text' || read === 'number' || read === 'date' || read === 'object',
    )
    .map(([field]) => field.split('.').at(-1) ?? field);
  return reads.length === 0 ? undefined : reads[n % reads.length];
}

/** A notice's message: the one PHP prints for a property the request lacks. */
export function noticeMessage(property: string): string {
  return `Undefined property: stdClass::$${property}`;
}

/** The PHP notice block naming `property`, as CodeIgniter prints it with its debug backtrace on. */
export function phpNotice(property: string): string {
  return `
<div style="border:1px solid #990000;padding-left:20px;margin:0 0 10px 0;">

<h4>A PHP Error was encountered</h4>

<p>Severity: Notice</p>
<p>Message:  ${noticeMessage(property)}</p>
<p>Filename: controllers/Apicontroller.php</p>
<p>Line Number: 1635</p>


	<p>Backtrace:</p>
	
		
	
		
			<p style="margin-left:10px">
			File: /var/www/html/application/controllers/Apicontroller.php<br />
			Line: 1635<br />
			Function: _error_handler			</p>

		
	
		
			<p style="margin-left:10px">
			File: /var/www/html/index.php<br />
			Line: 315<br />
			Function: require_once			</p>

		
	

</div>`;
}

/**
 * Which answers carry a notice by the share: of every answer counted from the start, `share` of
 * them, spread evenly and the same on every run (answer n has one when floor(n * share) grows), so
 * a test knows which ones do. The share is read at each answer (the control API may change it).
 */
export function createNoticeCounter(): (share: number) => number | undefined {
  let answers = 0;
  return (share) => {
    answers += 1;
    const has = Math.floor(answers * share) > Math.floor((answers - 1) * share);
    return has ? answers : undefined;
  };
}

/** The header an answer carries when a PHP notice was printed before its JSON: the notice's message. */
export const PHP_NOTICE_HEADER = 'x-mock-php-notice';
