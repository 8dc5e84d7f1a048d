;;; navigation-test.el --- headless check of editor navigation through eglot, used by `make test'  -*- lexical-binding: t; -*-
;; emacs --batch -q -l navlint-eglot.el -l navigation-test.el
;; In the project $NAVLINT_TEST_PROJECT, Home.swift is edited without saving (two lines above its
;; navigationDestination), then Feed.swift is opened and, through eglot's own client:
;;   `xref-find-definitions' on its NavigationLink(value:) must land on Home.swift's unsaved destination;
;;   eglot's references on that destination must list it and both pushes;
;;   hover on the view-based link must name AboutView.
;; (eglot has no code lens.)  Prints one `navlint-emacs:' line per check; exits 0 when all pass, 1 otherwise.
(require 'cl-lib)
(require 'xref)

(setq navlint-program (or (getenv "NAVLINT") "navlint"))
(setq eglot-sync-connect t)

(defvar navlint-test--failures 0)
(defvar navlint-test--timeout
  (/ (string-to-number (or (getenv "NAVLINT_TEST_TIMEOUT_MS") "30000")) 1000.0))

(defun navlint-test--check (ok message)
  (unless ok (cl-incf navlint-test--failures))
  (princ (format "navlint-emacs: %s %s\n" (if ok "ok" "FAILED") message)))

(defun navlint-test--open (file)
  "Visit FILE and make sure eglot manages it (batch mode has no command loop for `eglot-ensure')."
  (find-file file)
  (unless (eglot-current-server) (eglot--maybe-activate-editing-mode))
  (unless (eglot-current-server) (apply #'eglot (eglot--guess-contact))))

(defun navlint-test--retry (thunk)
  "Call THUNK until it returns non-nil (errors count as nil), for at most the test's timeout."
  (let ((start (float-time)) result)
    (while (and (not result) (< (- (float-time) start) navlint-test--timeout))
      (setq result (ignore-errors (funcall thunk)))
      (unless result (accept-process-output nil 0.1)))
    result))

(let* ((project (getenv "NAVLINT_TEST_PROJECT"))
       (home-file (expand-file-name "Home.swift" project))
       (feed-file (expand-file-name "Feed.swift" project))
       home feed)
  (navlint-test--open home-file)
  (setq home (current-buffer))
  (goto-char (point-min))
  (search-forward "NavigationStack {")
  (insert "\n      // Feed first,\n      // then the detail")
  (eglot--signal-textDocument/didChange)
  (navlint-test--open feed-file)
  (setq feed (current-buffer))

  ;; Definition: asked again until the background index answers.
  (let ((landed
         (navlint-test--retry
          (lambda ()
            (switch-to-buffer feed)
            (goto-char (point-min))
            (search-forward "NavigationLink(value:")
            (backward-char 10)
            (xref-find-definitions (xref-backend-identifier-at-point 'eglot))
            (eq (current-buffer) home)))))
    (navlint-test--check
     (and landed (= (line-number-at-pos) 9) (= (current-column) 8))
     (format "definition at %s:%d:%d" (buffer-name) (line-number-at-pos) (1+ (current-column)))))

  ;; References on the destination (eglot asks with includeDeclaration).
  (with-current-buffer home
    (goto-char (point-min))
    (search-forward ".navigationDestination")
    (let* ((xrefs (xref-backend-references 'eglot (xref-backend-identifier-at-point 'eglot)))
           (places (mapcar (lambda (xref)
                             (let ((location (xref-item-location xref)))
                               (format "%s:%d" (file-name-nondirectory (xref-location-group location))
                                       (xref-location-line location))))
                           xrefs)))
      (navlint-test--check (equal places '("Home.swift:9" "Feed.swift:6" "Router.swift:7"))
                           (format "references %s" (string-join places " ")))))

  ;; Hover on the view-based link.
  (with-current-buffer feed
    (goto-char (point-min))
    (search-forward "NavigationLink(\"About\")")
    (backward-char 20)
    (let* ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover
                                   (eglot--TextDocumentPositionParams)))
           (value (plist-get (plist-get hover :contents) :value)))
      (navlint-test--check (and value (string-match-p "`AboutView` in `Feed.swift`" value))
                           (format "hover %s" (car (split-string (or value "nil") "\n" t))))))
  (kill-emacs (if (zerop navlint-test--failures) 0 1)))
;;; navigation-test.el ends here
