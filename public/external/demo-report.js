/* global document, location, URLSearchParams */
var id = new URLSearchParams(location.search).get('PAGE_ID')
if (id) document.getElementById('page-id').textContent = id
// Beijing time, as everywhere in the portal, whatever the browser's time zone.
document.getElementById('loaded-at').textContent = new Date().toLocaleTimeString('zh-CN', {
  timeZone: 'Asia/Shanghai',
  hour12: false,
})
document.getElementById('query-form').addEventListener('submit', function (event) {
  event.preventDefault()
})
