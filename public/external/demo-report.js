/* global document, location, URLSearchParams */
var id = new URLSearchParams(location.search).get('PAGE_ID')
if (id) document.getElementById('page-id').textContent = id
document.getElementById('loaded-at').textContent = new Date().toLocaleTimeString('zh-CN')
document.getElementById('query-form').addEventListener('submit', function (event) {
  event.preventDefault()
})
